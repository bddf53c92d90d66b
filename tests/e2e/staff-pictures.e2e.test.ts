import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, devSignIn, DESKTOP, expectNoAxeViolations, openBrowser, PHONE } from "./helpers/browser";
import { pixel, readyCanvas } from "./helpers/coloring";

/**
 * Issue 31, item 4: a staff member adds a coloring page in the dashboard (no deploy), line art with gaps is refused
 * with the preview of where paint would flood, and a child finds the new page on /play and colours it at once.
 */
const TITLES: Record<string, string> = {
  English: "Three balloons",
  한국어: "풍선 세 개",
  简体中文: "三个气球",
  "繁體中文（香港）": "三個氣球",
  "繁體中文（台灣）": "三顆氣球",
  日本語: "みっつの ふうせん",
  Русский: "Три шарика",
  "Bahasa Indonesia": "Tiga balon",
};
const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
      `<g fill="none" stroke="#000" stroke-width="2">${body}</g></svg>`,
  );
const BALLOONS = svg(
  `<circle cx="30" cy="30" r="16"/><circle cx="70" cy="30" r="16"/><circle cx="50" cy="72" r="18"/>`,
);
const LEAKY = svg(`<path d="M46 30 A16 16 0 1 0 30 46"/><path d="M86 30 A16 16 0 1 0 70 46"/>`);

let staff: BrowserContext;
let child: BrowserContext;

beforeAll(async () => {
  staff = await openBrowser({ viewport: DESKTOP });
  child = await openBrowser({ viewport: PHONE, hasTouch: true });
  await acceptCookies(staff);
  await acceptCookies(child);
});
afterAll(async () => {
  await staff?.close();
  await child?.close();
});

describe("staff add a coloring page without a deploy", () => {
  it("refuses leaky line art with a preview, publishes closed line art, and a child colours it on /play", async () => {
    const page = await staff.newPage();
    await devSignIn(page, "e2e-manager");
    await page.goto("/rt-dashboard/pictures");
    await page.getByRole("heading", { name: "Pictures", level: 1 }).waitFor();
    const titles = page.getByRole("group", { name: "Title in every language" });
    for (const [language, title] of Object.entries(TITLES))
      await titles.getByLabel(language, { exact: true }).fill(title);

    const upload = async (file: Buffer) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "art.svg", mimeType: "image/svg+xml", buffer: file });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/admin/pictures") && r.request().method() === "POST"),
        page.getByRole("button", { name: "Check and publish" }).click(),
      ]);
      return response;
    };

    const refused = await upload(LEAKY);
    expect(refused.status()).toBe(422);
    await page.getByRole("img", { name: /paint would flood the red part/ }).waitFor();
    await page
      .getByText(/The line art has gaps/)
      .first()
      .waitFor();

    const published = await upload(BALLOONS);
    expect(published.status()).toBe(201);
    const { picture } = (await published.json()) as { picture: { key: string } };
    await page.getByRole("img", { name: "The shapes a child can fill, each in its own color." }).waitFor();
    await page.getByRole("region", { name: "Coloring pages added by staff" }).getByText("Three balloons").waitFor();
    await expectNoAxeViolations(page);

    // A child, on a phone: the new page is on /play at once, and it colours like a built-in one.
    const kid = await child.newPage();
    // The page's regions come precomputed from storage, as the built-in pages' do (not recomputed in the browser).
    const regionLoads: number[] = [];
    kid.on("response", (r) => r.url().endsWith(".regions.bin.gz") && regionLoads.push(r.status()));
    await kid.goto("/play");
    const card = kid.getByRole("link", { name: "Three balloons" });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await kid.waitForURL(`**/play/apps/coloring/${picture.key}`);
    await kid.getByRole("heading", { name: /Three balloons/ }).waitFor();
    const box = await readyCanvas(kid);
    expect(await pixel(kid, 0.3, 0.3)).toEqual([0, 0, 0, 0]);
    await kid.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height * 0.3);
    // Red (the first colour) fills the left balloon and only it: the other balloon and the paper stay blank.
    await expect.poll(() => pixel(kid, 0.3, 0.3)).toEqual([229, 57, 53, 255]);
    expect(regionLoads).toContain(200);
    expect(await pixel(kid, 0.7, 0.3)).toEqual([0, 0, 0, 0]);
    expect(await pixel(kid, 0.05, 0.95)).toEqual([0, 0, 0, 0]);
    await expectNoAxeViolations(kid);
  });

  it("staff rename the page in the dashboard; the child's shelf and /play show the new title in the child's language", async () => {
    const page = await staff.newPage();
    await page.goto("/rt-dashboard/pictures");
    const list = page.getByRole("region", { name: "Coloring pages added by staff" });
    await list.getByRole("button", { name: "Edit Three balloons" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Three balloons" });
    const titles = dialog.getByRole("group", { name: "Title in every language" });
    expect(await titles.getByLabel("한국어", { exact: true }).inputValue()).toBe("풍선 세 개");
    await expectNoAxeViolations(page);
    // every language is required
    await titles.getByLabel("Русский", { exact: true }).fill(" ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").getByText("Write the title in every language.").waitFor();
    await titles.getByLabel("Русский", { exact: true }).fill("Три воздушных шара");
    await titles.getByLabel("English", { exact: true }).fill("Three party balloons");
    await titles.getByLabel("한국어", { exact: true }).fill("파티 풍선 세 개");
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/admin/pictures/") && r.request().method() === "PUT"),
      dialog.getByRole("button", { name: "Save" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect.poll(() => dialog.count()).toBe(0);
    await list.getByText("Three party balloons").waitFor();

    // the child who coloured it finds it on the shelf under its new title, in Korean on the Korean site
    const kid = await child.newPage();
    await kid.goto("/play?lang=ko");
    const shelf = kid.getByTestId("shelf");
    await shelf.getByText("파티 풍선 세 개").waitFor();
    await kid.getByRole("link", { name: "파티 풍선 세 개" }).first().waitFor();
  });
});
