import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/server/db/client";
import { activityLogs, media, reactions } from "~/server/db/schema";
import * as adminMediaApi from "~/routes/api/admin-media";
import * as adminMediaItemApi from "~/routes/api/admin-media-item";
import * as coloringsApi from "~/routes/api/colorings";
import * as uploadApi from "~/routes/api/upload-coloring";
import { resetRateLimits } from "~/server/http/rate-limit";
import { call } from "../helpers/route-args";
import { addColoring, freshStaffDesk, logCount, type SignedIn } from "./fixtures";
import { pngWithMetadata, uploadForm, useTempMediaDir } from "./pictures";
import { shownName } from "../helpers/sign-in";

let kid: SignedIn;
let manager: SignedIn;
let admin: SignedIn;
let mediaDir: ReturnType<typeof useTempMediaDir>;

beforeAll(() => {
  mediaDir = useTempMediaDir();
});

beforeEach(async () => {
  resetRateLimits();
  ({ kid, manager, admin } = await freshStaffDesk(mediaDir));
});

const put = (id: number, body: unknown, cookie?: string) =>
  call(adminMediaItemApi.action, `/api/admin/media/${id}`, { method: "PUT", params: { id: String(id) }, body, cookie });
const del = (id: number | string, cookie?: string) =>
  call(adminMediaApi.action, `/api/admin/media?id=${id}`, { method: "DELETE", cookie });
const publicIds = async () =>
  ((await (await call(coloringsApi.loader, "/api/colorings")).json()).colorings as { id: number }[]).map((c) => c.id);

describe("PUT /api/admin/media/{id}", () => {
  it("is 401 for visitors and 403 for users, and changes nothing", async () => {
    const item = await addColoring(kid.id);
    for (const [cookie, status] of [
      [undefined, 401],
      [kid.cookie, 403],
    ] as const) {
      await expect(await put(item.id, { attributes: { featured: 1 } }, cookie)).toBeJsonError(status);
    }
    const [row] = await db().select().from(media).where(eq(media.id, item.id));
    expect(row.featured).toBe(0);
    expect(await logCount()).toBe(0);
  });

  it.each(["manager", "admin"] as const)(
    "lets a %s toggle featured 1/0, one activity log row per change",
    async (grade) => {
      const actor = grade === "manager" ? manager : admin;
      const item = await addColoring(kid.id);
      const on = await put(item.id, { attributes: { featured: 1 } }, actor.cookie);
      expect(on.status).toBe(200);
      expect((await on.json()).media).toMatchObject({
        id: item.id,
        featured: 1,
        filtered: 0,
        displayName: await shownName(kid.id),
      });
      expect(await logCount()).toBe(1);
      const off = await put(item.id, { featured: 0 }, actor.cookie);
      expect((await off.json()).media.featured).toBe(0);
      const logs = await db().select().from(activityLogs).orderBy(activityLogs.id);
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({
        actorId: actor.id,
        action: "media.update",
        targetType: "coloring",
        targetId: String(item.id),
        summary: { before: { featured: 0 }, after: { featured: 1 } },
      });
      expect(logs[1].summary).toEqual({ before: { featured: 1 }, after: { featured: 0 } });
    },
  );

  it("logs nothing when nothing changes, and refuses an empty or malformed update", async () => {
    const item = await addColoring(kid.id, { featured: 1 });
    expect((await put(item.id, { attributes: { featured: 1 } }, manager.cookie)).status).toBe(200);
    expect(await logCount()).toBe(0);
    await expect(await put(item.id, {}, manager.cookie)).toBeJsonError(400);
    await expect(await put(item.id, { attributes: { featured: "yes" } }, manager.cookie)).toBeJsonError(400);
    await expect(await put(item.id, { featured: 2 }, manager.cookie)).toBeJsonError(400);
    await expect(await put(item.id, { owner: "me" }, manager.cookie)).toBeJsonError(400);
    await expect(await put(424242, { featured: 1 }, manager.cookie)).toBeJsonError(404);
    expect(await logCount()).toBe(0);
  });

  it("removes a coloring from the gallery when it comes back filtered = 1", async () => {
    const item = await addColoring(kid.id);
    expect(await publicIds()).toContain(item.id);
    const response = await put(item.id, { filtered: 1 }, admin.cookie);
    expect((await response.json()).media.filtered).toBe(1);
    expect(await publicIds()).not.toContain(item.id);
    expect(await logCount()).toBe(1);
  });

  it("merges free attributes and removes them with null", async () => {
    const item = await addColoring(kid.id, { attributes: { pageKey: "poli" } });
    const set = await (await put(item.id, { attributes: { title: "Sunny day" } }, admin.cookie)).json();
    expect(set.media.attributes).toEqual({ pageKey: "poli", title: "Sunny day" });
    const unset = await (await put(item.id, { attributes: { title: null } }, admin.cookie)).json();
    expect(unset.media.attributes).toEqual({ pageKey: "poli" });
    expect(await logCount()).toBe(2);
  });
});

describe("DELETE /api/admin/media?id=", () => {
  async function uploadedColoring() {
    const response = await call(uploadApi.action, "/api/upload/coloring", {
      method: "POST",
      body: uploadForm(await pngWithMetadata()),
      cookie: kid.cookie,
    });
    expect(response.status).toBe(201);
    return (await response.json()).coloring as { id: number };
  }

  it("is 401 for visitors and 403 for users (even the owner), and removes nothing", async () => {
    const item = await uploadedColoring();
    await expect(await del(item.id)).toBeJsonError(401);
    await expect(await del(item.id, kid.cookie)).toBeJsonError(403);
    expect(await db().select().from(media)).toHaveLength(1);
    expect(mediaDir.files()).toHaveLength(2);
    expect(await logCount()).toBe(0);
  });

  it.each(["manager", "admin"] as const)(
    "lets a %s delete: row, reactions and files go, one activity log row",
    async (grade) => {
      const actor = grade === "manager" ? manager : admin;
      const item = await uploadedColoring();
      await db().insert(reactions).values({ mediaId: item.id, userId: kid.id, content: ":p1:" });
      const response = await del(item.id, actor.cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: item.id });
      expect(await db().select().from(media)).toEqual([]);
      expect(await db().select().from(reactions)).toEqual([]);
      expect(mediaDir.files()).toEqual([]);
      const logs = await db().select().from(activityLogs);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ actorId: actor.id, action: "media.delete", targetId: String(item.id) });
      expect(await publicIds()).not.toContain(item.id);
    },
  );

  it("answers 404 for an unknown id and 400 for a malformed one, logging nothing", async () => {
    await expect(await del(424242, admin.cookie)).toBeJsonError(404);
    await expect(await del("abc", admin.cookie)).toBeJsonError(400);
    expect(await logCount()).toBe(0);
  });
});

describe("GET /api/admin/media", () => {
  it("lists media for staff only, newest first, optionally by type", async () => {
    const a = await addColoring(kid.id);
    const b = await addColoring(kid.id, { type: "potd" });
    await expect(await call(adminMediaApi.loader, "/api/admin/media")).toBeJsonError(401);
    await expect(await call(adminMediaApi.loader, "/api/admin/media", { cookie: kid.cookie })).toBeJsonError(403);
    const all = await (
      await call(adminMediaApi.loader, "/api/admin/media?page=0&rowsPerPage=10", { cookie: manager.cookie })
    ).json();
    expect(all.totalMedia).toBe(2);
    expect(all.mediaList.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    const colorings = await (
      await call(adminMediaApi.loader, "/api/admin/media?type=coloring", { cookie: admin.cookie })
    ).json();
    expect(colorings.mediaList.map((m: { id: number }) => m.id)).toEqual([a.id]);
    await expect(
      await call(adminMediaApi.loader, "/api/admin/media?rowsPerPage=7", { cookie: admin.cookie }),
    ).toBeJsonError(400);
  });
});
