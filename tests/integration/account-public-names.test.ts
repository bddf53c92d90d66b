// Issue 28: nothing a child types, and no provider name, is ever shown to other visitors. Names carrying digits, an
// address, a phone number or a school — sent to change-account, given as the provider's profile name, or written
// into the users row directly — never appear in any public answer.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/server/auth/auth";
import { db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import * as changeAccount from "~/routes/api/account-change-account";
import * as ownColorings from "~/routes/api/account-colorings";
import * as fetchUser from "~/routes/api/account-fetch-user";
import * as coloringsApi from "~/routes/api/colorings";
import * as cotdApi from "~/routes/api/cotd";
import * as reactionApi from "~/routes/api/reaction";
import * as userPage from "~/routes/account/user";
import * as galleryPage from "~/routes/play/gallery";
import * as playHome from "~/routes/play/play-home";
import * as homePage from "~/routes/public/home";
import { LOCALES } from "~/shared/locales";
import { parsePublicName } from "~/shared/public-name";
import { call } from "../helpers/route-args";
import { shownName } from "../helpers/sign-in";
import { addColoring, devSignIn, useConfig } from "./fixtures";

const TYPED = ["Emma Park 010-2345-6789", "Emma 12 Oak Street Leeds", "Emma Park, Sunny Primary 2B"];
const PERSONAL = /Emma|Oak Street|Leeds|Sunny Primary|010-2345|2345-6789|private\.invalid|accounts\.invalid/;

const people: { id: string; cookie: string }[] = [];
let coloringIds: number[] = [];

beforeAll(async () => {
  useConfig({ GALLERY_MODERATION: "pre" });
  // 1. A child who tries to type personal data into change-account.
  const typist = await devSignIn("typist");
  for (const displayName of TYPED) {
    const response = await call(changeAccount.action, "/api/change-account", {
      method: "PUT",
      cookie: typist.cookie,
      body: { displayName },
    });
    await expect(response).toBeJsonError(400, /word lists/);
  }
  // 2. Personal data written into the users row directly (both name columns).
  const direct = await devSignIn("direct");
  await db().update(users).set({ name: TYPED[1], publicName: TYPED[2] }).where(eq(users.id, direct.userId));
  // 3. A provider profile carrying a full name, created the way better-auth creates a user at an OAuth callback.
  const { user: created } = await (
    await auth().$context
  ).internalAdapter.createOAuthUser(
    { name: TYPED[0], email: "google.123@accounts.invalid", emailVerified: false },
    { providerId: "google", accountId: "123" },
  );
  // 4. An older row, made before the column existed, carries only a typed name: the database gave it a list name.
  const [older] = await db()
    .insert(users)
    .values({ id: "older-kid", name: TYPED[2], email: "older@private.invalid" })
    .returning();
  for (const user of [typist, direct]) people.push({ id: user.userId, cookie: user.cookie });
  people.push({ id: created.id, cookie: "" }, { id: older.id, cookie: "" });

  coloringIds = [];
  for (const [i, person] of people.entries())
    coloringIds.push((await addColoring(person.id, { featured: i === 1 ? 1 : 0 })).id);
});

const texts: string[] = [];
async function answer(response: Response): Promise<string> {
  expect(response.status, response.url).toBeLessThan(300);
  const text = await response.text();
  texts.push(text);
  return text;
}

describe("public names carry no personal data (issue 28)", () => {
  it("stores no typed or provider name: every account has a list name, and `name` mirrors it", async () => {
    const rows = await db().select().from(users);
    for (const row of rows.filter((r) => r.id !== "older-kid" && r.id !== people[1].id)) {
      expect(parsePublicName(row.publicName), row.id).not.toBeNull();
      expect(row.name).toBe(row.publicName);
    }
    const names = rows
      .filter((r) => r.id === people[0].id || r.id === people[2].id)
      .map((r) => [r.name, r.publicName, r.image]);
    expect(names).toHaveLength(2);
    expect(JSON.stringify(names)).not.toMatch(PERSONAL);
  });

  it("never shows it in the gallery, its API, reactions, the coloring of the day, the home page or /user, in any language", async () => {
    const [typist, direct] = people;
    for (const person of people.slice(0, 2)) {
      const reacted = await call(reactionApi.action, `/api/reaction/${coloringIds[0]}`, {
        method: "POST",
        cookie: person.cookie,
        params: { id: String(coloringIds[0]) },
        body: { content: ":p1:" },
      });
      expect(JSON.parse(await answer(reacted)).coloring.reactions.length).toBeGreaterThan(0);
    }
    for (const locale of LOCALES) {
      const cookie = `lang=${locale}`;
      const gallery = JSON.parse(await answer(await call(galleryPage.loader, "/play/gallery", { cookie })));
      expect(gallery.colorings).toHaveLength(4);
      expect(gallery.colorings.every((c: { displayName: string }) => c.displayName.length > 0)).toBe(true);
      await answer(await call(coloringsApi.loader, "/api/colorings", { cookie }));
      await answer(await call(cotdApi.loader, "/api/cotd", { cookie }));
      await answer(await call(playHome.loader, "/play", { cookie }));
      await answer(await call(homePage.loader, `/${locale}`));
      for (const person of [typist, direct]) {
        const own = `${person.cookie}; ${cookie}`;
        await answer(
          await call(ownColorings.loader, `/api/colorings/${person.id}`, {
            cookie: own,
            params: { userId: person.id },
          }),
        );
        await answer(await call(userPage.loader, "/user", { cookie: own }));
        await answer(await call(fetchUser.loader, "/api/fetch-user", { cookie: own }));
      }
    }
    for (const text of texts) expect(PERSONAL.exec(text)?.[0] ?? null, text.slice(0, 80)).toBeNull();
  });

  it("shows each maker under their list name in the viewer's language", async () => {
    const [, direct] = people;
    const ko = JSON.parse(await answer(await call(coloringsApi.loader, "/api/colorings", { cookie: "lang=ko" })));
    const byId = new Map(ko.colorings.map((c: { id: number; displayName: string }) => [c.id, c.displayName]));
    for (const [i, person] of people.entries()) expect(byId.get(coloringIds[i])).toBe(await shownName(person.id, "ko"));
    // The row written by hand shows the name derived from its id, the same on every answer.
    const cotd = JSON.parse(await answer(await call(cotdApi.loader, "/api/cotd", { cookie: "lang=id" })));
    expect(cotd.CotD).toMatchObject({ id: coloringIds[1], displayName: await shownName(direct.id, "id") });
  });
});
