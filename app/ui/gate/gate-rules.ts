/** Whether following a link leaves the site (DESIGN §4.17): another web origin, or a mail/phone/messaging app. */
export function leavesSite(href: string, siteOrigin: string, trustedOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return false;
  }
  if (url.protocol === "mailto:" || url.protocol === "tel:" || url.protocol === "sms:") return true;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.origin !== siteOrigin && !trustedOrigins.includes(url.origin);
}

export interface GateQuestion {
  a: number;
  b: number;
}

/** The factors are written in words ("Gate Number 3" … "Gate Number 9"), so the question needs reading and times tables. */
export const GATE_FACTORS = [3, 4, 5, 6, 7, 8, 9] as const;

/**
 * A multiplication whose factors the dialog writes in words (Apple's Kids Category guidance: a gate a young child
 * cannot pass); never the same question twice in a row.
 */
export function makeQuestion(random: () => number = Math.random, previous?: GateQuestion): GateQuestion {
  const pick = () => GATE_FACTORS[Math.floor(random() * GATE_FACTORS.length)]!;
  for (;;) {
    const question = { a: pick(), b: pick() };
    if (!previous || question.a !== previous.a || question.b !== previous.b) return question;
  }
}

/** Accepts the product typed with Western or full-width digits, surrounded by spaces. */
export function isCorrect(question: GateQuestion, answer: string): boolean {
  const normalized = answer.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d{1,3}$/.test(normalized) && Number(normalized) === question.a * question.b;
}

/** What the gate tells the grown-up about where the link goes. */
export function destinationLabel(href: string): string {
  try {
    const url = new URL(href);
    if (url.protocol === "mailto:") return url.pathname;
    return url.host.replace(/^www\./, "");
  } catch {
    return href;
  }
}
