/** The one route every exit passes: `/leave?to=<destination>` asks the grown-up's question, then redirects. */
export const GATE_PATH = "/leave";

/** The link to a destination off the site (or a sign-in start), through the parental gate (DESIGN §4.17). */
export function exitHref(to: string): string {
  return `${GATE_PATH}?to=${encodeURIComponent(to)}`;
}
