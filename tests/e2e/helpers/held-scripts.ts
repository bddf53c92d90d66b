import type { Page } from "playwright-core";

/**
 * Holds back every script of the site's build that `page` asks for until release() is called: what a phone on a slow
 * network shows and does before its JavaScript has run. Open the page with `waitUntil: "commit"` (its load event
 * waits for the held modules). Call release() before closing the page: a route handler still waiting when the page
 * closes is left pending, and a request the page has dropped meanwhile (it navigated away) cannot be continued.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    // The page may have navigated away or closed while the script was held; then there is nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}
