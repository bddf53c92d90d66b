import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until React has hydrated the page (its event handlers are attached), so clicks are handled by the app. */
export async function waitForHydration(page: Page, selector = "header button"): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((sel) => {
          const el = document.querySelector(sel);
          return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
        }, selector),
      { timeout: 20_000 },
    )
    .toBe(true);
}
