import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { waitForHydration } from "./helpers/hydration";
import { hasFfmpeg, writeTestClip } from "../helpers/ffmpeg";

// The staff video library in the browser: upload a clip, watch its progress turn into Ready, publish it, play it.

const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("video-library e2e: ffmpeg not found, so the upload journey is skipped");

const shots = process.env.SCREENSHOT_DIR;
let context: BrowserContext;
let page: Page;
let clip: string;
const title = `Harbour drill ${Date.now().toString(36)}`;

beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
  page = await context.newPage();
  await devSignIn(page, "e2e-manager");
  clip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-clip-")), "drill.mp4");
  if (ffmpeg) writeTestClip(clip, { seconds: 2 });
});
afterAll(async () => context?.close());

describe.skipIf(!ffmpeg)("video library", () => {
  it("uploads a clip from the keyboard-operable dialog, shows it converting, then Ready, and publishes it", async () => {
    await page.goto("/rt-dashboard/videos");
    await waitForHydration(page, "main button");
    await page.getByRole("button", { name: "Upload a video" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Video file").setInputFiles(clip);
    await dialog.getByRole("textbox", { name: /Title \(English\)/ }).fill(title);
    await dialog.getByRole("textbox", { name: /Title \(한국어\)/ }).fill("항구 훈련");
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: path.join(shots, "video-upload-dialog.png") });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await page
      .getByText(/Uploaded\. The video is being converted/)
      .first()
      .waitFor({ timeout: 20_000 });
    const row = page.getByRole("row").filter({ hasText: title });
    // The page polls while the job runs: the status turns into Ready without a reload.
    await row.getByText("Ready", { exact: true }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => row.locator("img").getAttribute("src"))
      .toMatch(/^\/media\/videos\/up-[a-z0-9]+\/[a-z0-9-]+\/poster\.jpg$/);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: path.join(shots, "video-library-desktop.png"), fullPage: true });

    const published = row.getByRole("switch", { name: `Published: ${title}` });
    expect(await published.isChecked()).toBe(false);
    await published.focus();
    await page.keyboard.press("Space");
    await page.getByText("The video is published.").first().waitFor();
    await expect.poll(() => row.getByRole("switch").isChecked()).toBe(true);

    // The video is on the watch screen now, with its master playlist served from /media.
    const id = /videos\/(up-[a-z0-9]+)\//.exec((await row.locator("img").getAttribute("src")) ?? "")?.[1];
    const details = await page.request.get(`/api/politv/details?id=${id}`);
    const item = ((await details.json()) as { items: { videoUrl: string }[] }).items[0];
    const master = await page.request.get(item.videoUrl);
    expect(master.status()).toBe(200);
    expect(await master.text()).toContain("#EXTM3U");

    // Deleting it takes it off the watch screen again (and keeps the shared e2e catalog as the other files expect it).
    const status = await page.evaluate(
      async (videoId) => (await fetch(`/api/admin/videos/${videoId}`, { method: "DELETE" })).status,
      id,
    );
    expect(status).toBe(200);
    expect((await page.request.get(`/api/politv/details?id=${id}`)).status()).toBe(404);
  });

  it("fits a phone", async () => {
    const phone = await openBrowser({ viewport: PHONE });
    await acceptCookies(phone);
    const tab = await phone.newPage();
    await devSignIn(tab, "e2e-manager");
    await tab.goto("/rt-dashboard/videos");
    await tab.locator("h1").waitFor();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (shots) await tab.screenshot({ path: path.join(shots, "video-library-phone.png"), fullPage: true });
    await phone.close();
  });
});
