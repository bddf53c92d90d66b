import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { media, reactions, users } from "~/server/db/schema";
import { resetRateLimits } from "~/server/http/rate-limit";
import * as reactionApi from "~/routes/api/reaction";
import { call } from "../helpers/route-args";
import { addColoring, addSignedInUser } from "./fixtures";
import { shownName } from "../helpers/sign-in";

let coloringId: number;
let fan: { id: string; cookie: string };

beforeEach(async () => {
  resetRateLimits();
  await db().delete(media);
  await db().delete(users);
  await addSignedInUser("kid");
  fan = await addSignedInUser("fan", "user");
  coloringId = (await addColoring("kid")).id;
});

async function react(content: unknown, cookie = fan.cookie, id: number | string = coloringId) {
  const response = await call(reactionApi.action, `/api/reaction/${id}`, {
    method: "POST",
    params: { id: String(id) },
    body: { content },
    cookie,
  });
  return { status: response.status, body: await response.clone().json(), response };
}

describe("POST /api/reaction/{id}", () => {
  it("asks visitors to sign in (401)", async () => {
    await expect((await react(":p1:", "")).response).toBeJsonError(401);
    expect(await db().select().from(reactions)).toEqual([]);
  });

  it.each([":smile:", "p1", ":p7:", "", 5])("accepts only the 24 emoticons: %s is a 400", async (content) => {
    await expect((await react(content)).response).toBeJsonError(400);
  });

  it("answers 404 for a coloring that is not in the gallery", async () => {
    const hidden = await addColoring("kid", { filtered: 1 });
    await expect((await react(":p1:", fan.cookie, 999999)).response).toBeJsonError(404);
    await expect((await react(":p1:", fan.cookie, hidden.id)).response).toBeJsonError(404);
    await expect((await react(":p1:", fan.cookie, "abc")).response).toBeJsonError(400);
  });

  it("adds one reaction, replaces it with a different emoticon and removes it with the same one again", async () => {
    const added = await react(":p3:");
    expect(added.status).toBe(200);
    expect(added.body.coloring).toMatchObject({
      id: coloringId,
      reactions: [{ content: ":p3:", displayName: await shownName("fan") }],
      reactionCounts: { p3: 1 },
      myReaction: ":p3:",
    });

    const replaced = await react(":h6:");
    expect(replaced.body.coloring).toMatchObject({
      reactions: [{ content: ":h6:", displayName: await shownName("fan") }],
      reactionCounts: { h6: 1 },
      myReaction: ":h6:",
    });
    expect(await db().select().from(reactions)).toHaveLength(1);

    const removed = await react(":h6:");
    expect(removed.body.coloring).toMatchObject({ reactions: [], reactionCounts: {}, myReaction: null });
    expect(await db().select().from(reactions)).toHaveLength(0);
  });

  it("counts per emoticon across users", async () => {
    const other = await addSignedInUser("other", "user");
    const third = await addSignedInUser("third", "user");
    await react(":a1:");
    await react(":a1:", other.cookie);
    const { body } = await react(":r4:", third.cookie);
    expect(body.coloring.reactionCounts).toEqual({ a1: 2, r4: 1 });
    expect(body.coloring.reactions).toEqual([
      { content: ":a1:", displayName: await shownName("fan") },
      { content: ":a1:", displayName: await shownName("other") },
      { content: ":r4:", displayName: await shownName("third") },
    ]);
    expect(body.coloring.myReaction).toBe(":r4:");
  });

  it("limits reactions to 60 a minute per user (429 with an error)", async () => {
    for (let i = 0; i < 60; i++) expect((await react(i % 2 ? ":p1:" : ":p2:")).status).toBe(200);
    await expect((await react(":p1:")).response).toBeJsonError(429, /too many reactions/i);
  });

  it("counts reactions per user, not per coloring: the 61st in a minute is refused on any coloring, others still react", async () => {
    const three = [coloringId, (await addColoring("kid")).id, (await addColoring("kid")).id];
    for (let i = 0; i < 60; i++)
      expect((await react(i % 2 ? ":p1:" : ":p2:", fan.cookie, three[i % 3])).status).toBe(200);
    const fresh = (await addColoring("kid")).id;
    await expect((await react(":p3:", fan.cookie, fresh)).response).toBeJsonError(429, /too many reactions/i);
    const other = await addSignedInUser("other", "user");
    expect((await react(":p3:", other.cookie, fresh)).status).toBe(200);
  });

  it("refuses other methods with a JSON 405", async () => {
    const response = await call(reactionApi.loader, `/api/reaction/${coloringId}`, {
      params: { id: String(coloringId) },
    });
    await expect(response).toBeJsonError(405);
  });
});
