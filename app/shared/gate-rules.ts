// The parental gate's rules (DESIGN §4.17), shared by the server's gate page and the tests: what leaves the site,
// which question a grown-up is asked, and what counts as the answer.

import { GATE_PATH } from "./exit";

export { exitHref, GATE_PATH } from "./exit";

/** Sign-in starts are exits too: `/auth/<provider>` leaves for the provider's sign-in page (the dev sign-in stays). */
export const SIGN_IN_EXIT = /^\/auth\/(google|facebook|kakao|line|weibo)$/;

/** Whether following a link leaves the site: another web origin, a mail/phone/messaging app, or a sign-in start. */
export function leavesSite(href: string, siteOrigin: string, trustedOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return false;
  }
  if (url.protocol === "mailto:" || url.protocol === "tel:" || url.protocol === "sms:") return true;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin === siteOrigin) return SIGN_IN_EXIT.test(url.pathname);
  return !trustedOrigins.includes(url.origin);
}

/** Whether a link on the site's pages passes the gate: it is the gate route itself, with a destination. */
export function passesGate(href: string, siteOrigin: string): boolean {
  try {
    const url = new URL(href, siteOrigin);
    return url.origin === siteOrigin && url.pathname === GATE_PATH && url.searchParams.has("to");
  } catch {
    return false;
  }
}

export interface GateQuestion {
  /** A number from 13 to 19, written in words. */
  a: number;
  /** A number from 6 to 9, written in words. */
  b: number;
}

/** What the gate shows, on its page and in the in-page dialog: the destination, a question and its signed token. */
export interface GateView {
  to: string;
  destination: string;
  question: GateQuestion;
  token: string;
  /** The last answer was wrong. */
  wrong: boolean;
  /** Seconds until the gate takes answers again (0: open). */
  lockedSeconds: number;
}

/**
 * Factors written in words ("Gate Number 13" … "Gate Number 19" times "Gate Number 6" … "Gate Number 9"): reading
 * number words and multiplying a two-digit number in one's head is an adult's task (Apple's Kids Category guidance),
 * where "four times five" is within a seven-year-old's times tables. 28 questions, answers 78 to 171: a guessed
 * three-digit number is right about once in a thousand tries, and the lockout stops guessing after three.
 */
export const GATE_TENS = [13, 14, 15, 16, 17, 18, 19] as const;
export const GATE_UNITS = [6, 7, 8, 9] as const;

/** A question, never the same as the one before (each try gets a new one). */
export function makeQuestion(random: () => number = Math.random, previous?: GateQuestion): GateQuestion {
  const pick = <T>(list: readonly T[]) => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
  for (;;) {
    const question = { a: pick(GATE_TENS), b: pick(GATE_UNITS) };
    if (!previous || question.a !== previous.a || question.b !== previous.b) return question;
  }
}

/** Accepts the product typed with Western or full-width digits, surrounded by spaces. */
export function isCorrect(question: GateQuestion, answer: string): boolean {
  const normalized = answer.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d{1,4}$/.test(normalized) && Number(normalized) === question.a * question.b;
}

/** What the gate tells the grown-up about where the link goes: a host, a mail address, or the sign-in provider. */
export function destinationLabel(to: string): string {
  const signIn = SIGN_IN_EXIT.exec(to);
  if (signIn) return signIn[1]!;
  try {
    const url = new URL(to);
    if (url.protocol === "mailto:") return url.pathname;
    return url.host.replace(/^www\./, "");
  } catch {
    return to;
  }
}

/**
 * The lockout after wrong answers: three wrong answers in a row lock the gate for 30 s, each lock after that twice as
 * long as the one before (up to 15 minutes); a right answer clears it.
 */
export const GATE_LOCKOUT = { wrongAnswers: 3, firstLockSeconds: 30, maxLockSeconds: 15 * 60 } as const;

export function lockSeconds(locksBefore: number): number {
  return Math.min(GATE_LOCKOUT.maxLockSeconds, GATE_LOCKOUT.firstLockSeconds * 2 ** locksBefore);
}
