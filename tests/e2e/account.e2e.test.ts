import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, acceptCookies, devSignIn, expectNoAxeViolations, openBrowser } from "./helpers/browser";

/** Accounts end to end: login dialog, dev sign-in, welcome, profile, rename, colorings, sign out, blocked users. */
const run = Date.now().toString(36);
let context: BrowserContext;

beforeAll(async () => {
  context = await openBrowser();
  await acceptCookies(context);
});
afterAll(async () => context?.close());

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

/** Uploads a small generated picture through the coloring upload API, as the coloring app would. */
async function uploadColoring(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#ffd23f";
    ctx.fillRect(0, 0, 64, 64);
    ctx.fillStyle = "#008ed0";
    ctx.fillRect(16, 16, 32, 32);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
    const form = new FormData();
    form.set("coloring", blob, "coloring.png");
    const response = await fetch("/api/upload/coloring", { method: "POST", body: form });
    return response.status;
  });
}

/** How long a page's own script may take to start and hydrate in these tests. */
const HYDRATED_WITHIN_MS = 10_000;

describe("accounts", () => {
  it("shows signed-out visitors on /user the login dialog, and brings them back to /user after sign-in with a welcome", async () => {
    const page = await context.newPage();
    await page.goto("/user");
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    // The dialog opens from the page's script, which its modules (asked for at low priority, preload-hints.ts) may
    // start more than expect.poll's default second after the page on a loaded CI machine.
    await expect.poll(() => dialog.isVisible(), { timeout: HYDRATED_WITHIN_MS }).toBe(true);
    await expect.poll(() => dialog.getByText(/share your colorings in the gallery/).count()).toBe(1);
    expect(await dialog.getByRole("link", { name: /Continue with/ }).allTextContents()).toEqual([
      "GContinue with Google",
      "fContinue with Facebook",
      "LContinue with LINE",
    ]);
    await expectNoAxeViolations(page);

    await dialog.getByRole("link", { name: "Dev sign-in" }).click();
    await page.waitForURL("**/auth/dev");
    await page.getByLabel(/name/i).fill(`kid-${run}`);
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === "/user");
    // The typed name is the dev identity only: the account is welcomed under its random list name (issue 28).
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    const shown = await page.evaluate(
      async () =>
        ((await (await fetch("/api/fetch-user")).json()) as { user: { displayName: string } }).user.displayName,
    );
    expect(shown).not.toContain(`kid-${run}`);
    await expect.poll(() => toast(page, `Welcome to the rescue team, ${shown}!`).count()).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: shown }).count()).toBe(1);
    await page.close();
  });

  it("picks a name from the word lists and changes the avatar, checks the axe rules signed in, then signs out with a goodbye", async () => {
    const page = await context.newPage();
    await page.goto("/user");
    await expect
      .poll(() => page.getByRole("button", { name: "Edit profile" }).count(), { timeout: HYDRATED_WITHIN_MS })
      .toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Edit profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit profile" });
    // No free text field: two word lists and a "new random name" button.
    expect(await dialog.getByRole("textbox").count()).toBe(0);
    await dialog.getByLabel("Describing word").selectOption("brave");
    await dialog.getByLabel("Vehicle or animal").selectOption("towtruck");
    await expect.poll(() => dialog.getByText(/^Your name: Brave Tow Truck \d+$/).count()).toBe(1);
    // A new random name picks all three parts again; the lists then follow it.
    await dialog.getByRole("button", { name: "New random name" }).click();
    const rolled = (await dialog.getByText(/^Your name: /).textContent())!;
    expect(await dialog.getByLabel("Describing word").inputValue()).toMatch(/^[a-z]+$/);
    await dialog.getByLabel("Describing word").selectOption("brave");
    await dialog.getByLabel("Vehicle or animal").selectOption("towtruck");
    const chosen = (await dialog.getByText(/^Your name: Brave Tow Truck \d+$/).textContent())!.replace(
      "Your name: ",
      "",
    );
    expect(rolled.endsWith(chosen.split(" ").at(-1)!)).toBe(true);
    await dialog.locator("label").filter({ hasText: "Helly" }).click();
    expect(await dialog.getByRole("radio", { name: "Helly" }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => toast(page, "Your profile is saved.").count()).toBe(1);
    await expect.poll(() => page.getByRole("heading", { name: chosen }).count()).toBe(1);
    expect(await page.locator("header img[src='/art/avatars/helly.svg']").count()).toBe(1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => toast(page, "You are signed out. See you soon!").count()).toBe(1);
    await expect.poll(() => page.locator("header").getByRole("button", { name: "Sign in" }).count()).toBe(1);
    // Signing out here leaves the goodbye in view: the sign-in dialog opens only for a visitor who arrives signed out.
    expect(await page.getByRole("dialog", { name: "Sign in" }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole("dialog", { name: "Sign in" }).count()).toBe(1);
    await page.close();
  });

  it("signs in from the header before any JavaScript has run: Sign in is a link to /user, whose provider links work", async () => {
    const visitor = await openBrowser({ viewport: PHONE });
    await acceptCookies(visitor);
    const page = await visitor.newPage();
    // The server's HTML only, as a phone sees it while the scripts are still on their way.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/play");
    await Promise.all([
      page.waitForURL("**/user"),
      page.locator("header").getByRole("button", { name: "Sign in" }).click(),
    ]);
    await page.getByRole("link", { name: "Dev sign-in" }).first().click();
    await page.waitForURL("**/auth/dev");
    await page.getByLabel(/name/i).fill(`early-${run}`);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith("/auth/")),
      page.getByRole("button", { name: /sign in/i }).click(),
    ]);
    await page.unroute(/\.js(\?|$)/);
    await page.goto("/user");
    await expect
      .poll(() => page.getByRole("button", { name: "Sign out" }).count(), { timeout: HYDRATED_WITHIN_MS })
      .toBe(1);
    await visitor.close();
  });

  it("lists the user's colorings and deletes one after the 'Confirm' dialog", async () => {
    const page = await context.newPage();
    await devSignIn(page, `painter-${run}`);
    expect(await uploadColoring(page)).toBe(201);
    await page.goto("/user");
    const tile = page.getByRole("button", { name: /^Coloring from/ });
    await expect.poll(() => tile.count(), { timeout: HYDRATED_WITHIN_MS }).toBe(1);
    await tile.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm" });
    await expect
      .poll(() =>
        confirm.getByText("Delete this coloring? It will also disappear from the gallery.", { exact: false }).count(),
      )
      .toBe(1);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await tile.count()).toBe(1);
    // Cancel returns to the coloring's detail, not to the list.
    await expect
      .poll(() => page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).count())
      .toBe(1);
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).last().click();

    await tile.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Confirm" }).getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => toast(page, "The coloring was deleted.").count()).toBe(1);
    await expect.poll(() => tile.count()).toBe(0);
    await expect.poll(() => page.getByText("You have not shared any colorings yet.", { exact: false }).count()).toBe(1);
    await page.goto("/user");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => toast(page, "You are signed out. See you soon!").count()).toBe(1);
    await page.close();
  });

  it("shows staff the Dashboard button, and a blocked user 'Account Blocked'", async () => {
    const userPage = await context.newPage();
    await devSignIn(userPage, `troll-${run}`);
    const { json: me } = await apiCall(userPage, "GET", "/api/fetch-user");
    const userId = (me.user as { id: string }).id;

    const staff = await openBrowser();
    await acceptCookies(staff);
    const adminPage = await staff.newPage();
    await devSignIn(adminPage, "e2e-admin");
    await expect
      .poll(() => adminPage.locator("header").getByRole("link", { name: "Dashboard" }).getAttribute("href"))
      .toBe("/rt-dashboard");
    const blocked = await apiCall(adminPage, "PUT", "/api/admin/user/grade", { id: userId, grade: "blocked" });
    expect(blocked.status).toBe(200);
    await staff.close();

    // The open session ended at once…
    await userPage.goto("/user");
    await expect.poll(() => userPage.getByRole("dialog", { name: "Sign in" }).count()).toBe(1);
    // …and signing in again fails with the message.
    await devSignIn(userPage, `troll-${run}`);
    await expect.poll(() => toast(userPage, "Account Blocked").count()).toBe(1);
    expect((await apiCall(userPage, "GET", "/api/fetch-user")).json).toEqual({ logged: false, user: null });
    await userPage.close();
  });

  it("fits the profile on a phone, with touch targets of at least 44 px", async () => {
    const phone = await openBrowser({ viewport: PHONE, hasTouch: true });
    await acceptCookies(phone);
    const page = await phone.newPage();
    await devSignIn(page, `phone-${run}`);
    await page.goto("/user");
    await expect
      .poll(() => page.getByRole("button", { name: "Edit profile" }).count(), { timeout: HYDRATED_WITHIN_MS })
      .toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    for (const name of ["Edit profile", "Sign out", "Delete account"]) {
      const box = await page.getByRole("button", { name }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    await phone.close();
  });
});
