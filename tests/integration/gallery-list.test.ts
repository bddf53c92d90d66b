import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { media, reactions, users } from "~/server/db/schema";
import { config, setConfig } from "~/server/config";
import * as coloringsApi from "~/routes/api/colorings";
import { call } from "../helpers/route-args";
import { addColoring, addSignedInUser } from "./fixtures";
import { shownName } from "../helpers/sign-in";

beforeEach(async () => {
  setConfig({ ...config(), galleryModeration: "post" });
  await db().delete(media);
  await db().delete(users);
  await addSignedInUser("kid");
});

async function list(query = "", cookie?: string) {
  const response = await call(coloringsApi.loader, `/api/colorings${query}`, { cookie });
  return { status: response.status, body: await response.clone().json(), response };
}

describe("GET /api/colorings", () => {
  it("answers 12 a page by default, newest first, page index from 0", async () => {
    const rows = [];
    for (let i = 0; i < 15; i++) rows.push(await addColoring("kid"));
    const newestFirst = rows.map((r) => r.id).reverse();
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.totalColorings).toBe(15);
    expect(first.body.colorings.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 12));
    const second = await list("?page=1&rowsPerPage=12");
    expect(second.body.colorings.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(12));
    const past = await list("?page=5");
    expect(past.body).toEqual({ totalColorings: 15, colorings: [] });
    expect((await list("?page=0&rowsPerPage=5")).body.colorings).toHaveLength(5);
  });

  it("never lists filtered colorings or other media types", async () => {
    const shown = await addColoring("kid");
    await addColoring("kid", { filtered: 1 });
    await addColoring("kid", { type: "potd" });
    const { body } = await list();
    expect(body.totalColorings).toBe(1);
    expect(body.colorings.map((c: { id: number }) => c.id)).toEqual([shown.id]);
  });

  it("shows only approved colorings under pre-moderation", async () => {
    const approved = await addColoring("kid", { approved: 1 });
    await addColoring("kid", { approved: 0 });
    expect((await list()).body.totalColorings).toBe(2);
    setConfig({ ...config(), galleryModeration: "pre" });
    const { body } = await list();
    expect(body.totalColorings).toBe(1);
    expect(body.colorings[0].id).toBe(approved.id);
  });

  it("shows who made it only by the list name and the site's avatar, with reactions that parse", async () => {
    const item = await addColoring("kid", { featured: 1, attributes: { pageKey: "roy" } });
    const fan = await addSignedInUser("fan", "user");
    await addSignedInUser("odd", "user");
    await db()
      .insert(reactions)
      .values([
        { mediaId: item.id, userId: "fan", content: ":r2:" },
        { mediaId: item.id, userId: "odd", content: "<b>not an emoticon</b>" },
      ]);
    const { body } = await list("", fan.cookie);
    const [coloring] = body.colorings;
    expect(coloring).toEqual({
      id: item.id,
      type: "coloring",
      url: item.url,
      thumbnailUrl: item.thumbnailUrl,
      width: 64,
      height: 64,
      displayName: await shownName("kid"),
      photo: "/art/avatars/roy.svg",
      featured: 1,
      filtered: 0,
      attributes: { pageKey: "roy" },
      createdAt: item.createdAt.toISOString(),
      reactions: [{ content: ":r2:", displayName: await shownName("fan") }],
      reactionCounts: { r2: 1 },
      myReaction: ":r2:",
    });
    expect(JSON.stringify(body)).not.toMatch(/private\.invalid|provider\.example|dev:|"(kid|Fan|Odd)"/);
    expect((await list()).body.colorings[0].myReaction).toBeNull();
  });

  it.each(["?page=-1", "?page=abc", "?rowsPerPage=0", "?rowsPerPage=1000"])(
    "refuses %s with 400 {error}",
    async (query) => {
      await expect((await list(query)).response).toBeJsonError(400);
    },
  );
});
