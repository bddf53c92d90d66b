import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";

/** Issue 31 item 7: Clear asks first, and a double tap on Upload stores the picture once. */
const KID = "e2e-safeguards";
let kid: BrowserContext;

beforeAll(async () => {
  kid = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(kid);
});
afterAll(async () => {
  await kid?.close();
});

const RED: [number, number, number, number] = [229, 57, 53, 255];
const NOTHING: [number, number, number, number] = [0, 0, 0, 0];
const sky: [number, number] = [0.15, 0.35];

describe("coloring safeguards at phone size", () => {
  it("Clear on a painted picture asks first: Cancel keeps the paint, Clear removes it, Undo brings it back", async () => {
    const page = await kid.newPage();
    await page.goto("/play/apps/coloring/poli");
    const box = await readyCanvas(page);
    const clear = page.getByRole("button", { name: "Clear" });

    // Nothing painted yet: nothing to ask about.
    await clear.click();
    await page.waitForTimeout(300);
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    await page.touchscreen.tap(box.x + box.width * sky[0], box.y + box.height * sky[1]);
    await expect.poll(() => pixel(page, ...sky)).toEqual(RED);

    await clear.click();
    const ask = page.getByRole("alertdialog", { name: "Start again?" });
    await ask.waitFor();
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await pixel(page, ...sky)).toEqual(RED);

    await clear.click();
    await ask.getByRole("button", { name: "Clear" }).click();
    await ask.waitFor({ state: "detached" });
    await expect.poll(() => pixel(page, ...sky)).toEqual(NOTHING);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => pixel(page, ...sky)).toEqual(RED);
    await page.close();
  });

  it("a double tap on Upload stores one coloring", async () => {
    const page = await kid.newPage();
    await devSignIn(page, KID);
    await page.goto("/play/apps/coloring/poli");
    const box = await readyCanvas(page);
    await page.touchscreen.tap(box.x + box.width * sky[0], box.y + box.height * sky[1]);
    await expect.poll(() => pixel(page, ...sky)).toEqual(RED);

    const uploads: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/upload/coloring")) uploads.push(r.status());
    });
    await page.getByRole("button", { name: "Upload" }).dblclick();
    await page.getByText("Uploaded successfully.").waitFor();
    await page.waitForTimeout(1000);
    expect(uploads).toEqual([201]);

    // One coloring on the child's list (a repeat that did reach the server would be the same one: integration tests).
    const user = (await (await page.request.get("/api/fetch-user")).json()) as { user: { id: string } };
    const mine = (await (await page.request.get(`/api/colorings/${user.user.id}`)).json()) as {
      totalColorings: number;
    };
    expect(mine.totalColorings).toBe(1);
    await page.close();
  });
});
