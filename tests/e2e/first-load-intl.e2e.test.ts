import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

// The browser's first date format (or React Aria's probe of it, when its module loads) sets up its locale data: 25-100
// ms of main thread on this machine, ×4 on a phone, in the middle of hydration. So the public pages' dates come
// formatted from their loaders and their first-screen controls are the browser's own (ui/choice-group.tsx, the
// puzzle's toolbar): React Aria comes with a dialog or chooser, when it opens.

let context: BrowserContext;
beforeAll(async () => {
  context = await openBrowser({ viewport: PHONE });
  await acceptCookies(context);
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __dateFormats: string[] }).__dateFormats = calls;
    const Format = Intl.DateTimeFormat;
    const counted = function (this: unknown, ...args: ConstructorParameters<typeof Format>) {
      calls.push("DateTimeFormat");
      return new Format(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    counted.supportedLocalesOf = (...args: Parameters<typeof Format.supportedLocalesOf>) => {
      calls.push("supportedLocalesOf");
      return Format.supportedLocalesOf(...args);
    };
    Intl.DateTimeFormat = counted;
    const toLocaleDateString = Date.prototype.toLocaleDateString;
    Date.prototype.toLocaleDateString = function (this: Date, ...args: Parameters<Date["toLocaleDateString"]>) {
      calls.push("toLocaleDateString");
      return toLocaleDateString.apply(this, args);
    } as Date["toLocaleDateString"];
  });
});
afterAll(async () => context?.close());

describe("no date formats while a public page loads", () => {
  it.each(KEY_PUBLIC_PAGES)("%s", async (path) => {
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __dateFormats: string[] }).__dateFormats)).toEqual([]);
    await page.close();
  });

  it("the watch page still shows each video's date, in the page's language", async () => {
    const page = await context.newPage();
    await page.goto("/watch?lang=ko");
    await waitForHydration(page);
    const dates = await page.locator("main time").allTextContents();
    expect(dates.length).toBeGreaterThan(1);
    for (const date of dates) expect(date).toMatch(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/);
    await page.close();
  });
});
