import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { accounts, analyticsEvents, media, reactions, sessions, users } from "~/server/db/schema";
import { storage } from "~/server/storage/storage";
import * as coloring from "~/routes/api/account-coloring";
import * as colorings from "~/routes/api/account-colorings";
import * as deleteAccount from "~/routes/api/account-delete-account";
import * as userPage from "~/routes/account/user";
import { call } from "../helpers/route-args";
import { addColoring, devSignIn, useConfig } from "./fixtures";
import { shownName } from "../helpers/sign-in";
import * as schema from "~/server/db/schema";
import * as analyticsApi from "~/routes/api/analytics";

const HOUR = 60 * 60 * 1000;

async function withFiles(ownerId: string, hash: string, extra: Partial<typeof media.$inferInsert> = {}) {
  await storage().put(`${hash}.png`, Buffer.from("png"), "image/png");
  await storage().put(`${hash}.webp`, Buffer.from("webp"), "image/webp");
  return (
    await addColoring(ownerId, { hash, url: `/media/${hash}.png`, thumbnailUrl: `/media/${hash}.webp`, ...extra })
  ).id;
}

let owner: { cookie: string; userId: string };
let fan: { cookie: string; userId: string };

beforeAll(async () => {
  useConfig();
  owner = await devSignIn("painter");
  fan = await devSignIn("fan");
});

describe("the user's own colorings", () => {
  it("lists newest first, 12 a page from page 0, with totalColorings, clamped pages and reaction counts", async () => {
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 14; i++)
      ids.push(
        (await addColoring(owner.userId, { createdAt: new Date(now - (14 - i) * HOUR), featured: i === 13 ? 1 : 0 }))
          .id,
      );
    await addColoring(owner.userId, { filtered: 1 }); // filtered out by staff: not listed
    await addColoring(fan.userId); // someone else's
    await db()
      .insert(reactions)
      .values([
        { mediaId: ids[13], userId: fan.userId, content: ":p1:" },
        { mediaId: ids[13], userId: owner.userId, content: ":p1:" },
      ]);

    const first = await (
      await call(colorings.loader, `/api/colorings/${owner.userId}`, {
        cookie: owner.cookie,
        params: { userId: owner.userId },
      })
    ).json();
    expect(first.totalColorings).toBe(14);
    expect(first.page).toBe(0);
    expect(first.colorings).toHaveLength(12);
    expect(first.colorings[0]).toMatchObject({
      id: ids[13],
      featured: 1,
      displayName: await shownName(owner.userId),
      photo: "/art/avatars/poli.svg",
      reactions: [{ content: ":p1:", count: 2 }],
    });
    expect(first.colorings.map((c: { id: number }) => c.id)).toEqual([...ids].reverse().slice(0, 12));

    const second = await (
      await call(colorings.loader, `/api/colorings/${owner.userId}?page=1`, {
        cookie: owner.cookie,
        params: { userId: owner.userId },
      })
    ).json();
    expect(second.colorings.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
    const beyond = await (
      await call(colorings.loader, `/api/colorings/${owner.userId}?page=9`, {
        cookie: owner.cookie,
        params: { userId: owner.userId },
      })
    ).json();
    expect(beyond.page).toBe(1);

    const bad = await call(colorings.loader, `/api/colorings/${owner.userId}?page=-1`, {
      cookie: owner.cookie,
      params: { userId: owner.userId },
    });
    expect(bad.status).toBe(400);

    const page = await call(userPage.loader, "/user?page=1", { cookie: owner.cookie });
    expect((await page.json()).colorings.colorings).toHaveLength(2);
    expect(await (await call(userPage.loader, "/user")).json()).toEqual({ colorings: null });
  });

  it("deletes a coloring with its files and reactions", async () => {
    const id = await withFiles(owner.userId, "c0ffee01");
    await db().insert(reactions).values({ mediaId: id, userId: fan.userId, content: ":r2:" });
    const response = await call(coloring.action, `/api/coloring/${id}`, {
      method: "DELETE",
      cookie: owner.cookie,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    expect(await storage().get("c0ffee01.png")).toBeNull();
    expect(await storage().get("c0ffee01.webp")).toBeNull();
    expect(await db().select().from(reactions).where(eq(reactions.mediaId, id))).toEqual([]);
  });

  it("deleting an account removes its colorings, files, reactions, sessions and identities, and keeps site pictures; no row anywhere names it", async () => {
    const leaving = await devSignIn("leaving");
    const second = await devSignIn("leaving");
    const own = await withFiles(leaving.userId, "c0ffee02");
    const banner = (await addColoring(leaving.userId, { type: "banner" })).id;
    const fansColoring = (await addColoring(fan.userId)).id;
    await db()
      .insert(reactions)
      .values([
        { mediaId: fansColoring, userId: leaving.userId, content: ":a1:" },
        { mediaId: own, userId: fan.userId, content: ":h3:" },
      ]);
    // Page views sent while signed in: analytics rows are anonymous by design (issue 28), no column can hold a user.
    for (const path of ["/user", "/play/gallery"]) {
      const view = await call(analyticsApi.action, "/api/analytics", {
        method: "POST",
        cookie: leaving.cookie,
        body: { kind: "pageview", name: "page_view", path, locale: "en" },
      });
      expect(view.status).toBe(204);
    }
    expect(Object.keys(getTableColumns(analyticsEvents)).sort()).toEqual([
      "country",
      "createdAt",
      "id",
      "kind",
      "locale",
      "name",
      "path",
    ]);

    const response = await call(deleteAccount.action, "/api/delete-account", {
      method: "DELETE",
      cookie: leaving.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /^rt\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await db().select().from(users).where(eq(users.id, leaving.userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaving.userId))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, leaving.userId))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, own))).toEqual([]);
    expect(await db().select().from(reactions).where(eq(reactions.userId, leaving.userId))).toEqual([]);
    expect(await db().select().from(reactions).where(eq(reactions.mediaId, own))).toEqual([]);
    expect(await storage().get("c0ffee02.png")).toBeNull();
    const [kept] = await db().select().from(media).where(eq(media.id, banner));
    expect(kept.ownerId).toBeNull();
    // Nothing left in any table mentions the account: not its id, nor its identity.
    for (const table of (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))) {
      const rows = JSON.stringify(await db().select().from(table));
      expect(rows, getTableName(table)).not.toContain(leaving.userId);
      expect(rows, getTableName(table)).not.toContain("dev:leaving");
    }
    expect((await db().select().from(analyticsEvents)).length).toBeGreaterThanOrEqual(2);
    // The other browser's session ended with the account.
    expect(
      (
        await call(colorings.loader, `/api/colorings/${leaving.userId}`, {
          cookie: second.cookie,
          params: { userId: leaving.userId },
        })
      ).status,
    ).toBe(401);
    // The same dev name later starts a brand-new account.
    const again = await devSignIn("leaving");
    expect(again.userId).not.toBe(leaving.userId);
  });
});
