// Issue 28: the gallery's default is pre-moderation. A child's upload waits for staff; the uploader sees it as waiting
// for review; the dashboard counts it; approving or refusing is one call each, logged in the same transaction.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/server/config";
import { db } from "~/server/db/client";
import { activityLogs, media } from "~/server/db/schema";
import * as ownColorings from "~/routes/api/account-colorings";
import * as adminMediaApi from "~/routes/api/admin-media";
import * as adminMediaItemApi from "~/routes/api/admin-media-item";
import * as coloringsApi from "~/routes/api/colorings";
import * as uploadApi from "~/routes/api/upload-coloring";
import * as dashboardLayout from "~/routes/dashboard/layout";
import * as dashboardMain from "~/routes/dashboard/main";
import { call } from "../helpers/route-args";
import { addSignedInUser, useConfig } from "./fixtures";
import { uploadForm, useTempMediaDir } from "./pictures";
import sharp from "sharp";

type Who = { id: string; cookie: string };
let kid: Who;
let manager: Who;

beforeAll(async () => {
  useConfig(); // nothing set: the defaults
  useTempMediaDir();
  kid = await addSignedInUser("moderated-kid");
  manager = await addSignedInUser("moderator", "manager");
});

const upload = async (red: number) => {
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  const response = await call(uploadApi.action, "/api/upload/coloring", {
    method: "POST",
    body: uploadForm(png),
    cookie: kid.cookie,
  });
  expect(response.status).toBe(201);
  return (await response.json()).coloring as { id: number };
};
const publicIds = async () =>
  ((await (await call(coloringsApi.loader, "/api/colorings")).json()).colorings as { id: number }[]).map((c) => c.id);
const own = async () =>
  (
    await (
      await call(ownColorings.loader, `/api/colorings/${kid.id}`, { cookie: kid.cookie, params: { userId: kid.id } })
    ).json()
  ).colorings as { id: number; approved: number }[];
const review = (id: number, body: unknown) =>
  call(adminMediaItemApi.action, `/api/admin/media/${id}`, {
    method: "PUT",
    params: { id: String(id) },
    body,
    cookie: manager.cookie,
  });
const pendingCount = async () =>
  (await (await call(dashboardLayout.loader, "/rt-dashboard", { cookie: manager.cookie })).json()).pending as number;

describe("pre-moderation by default (issue 28)", () => {
  it("is the default", () => {
    expect(config().galleryModeration).toBe("pre");
  });

  it("keeps an upload out of the gallery until staff approve it, one logged call; the uploader sees it waiting", async () => {
    const { id } = await upload(10);
    expect(await publicIds()).not.toContain(id);
    expect((await own()).find((c) => c.id === id)).toMatchObject({ approved: 0 });
    expect(await pendingCount()).toBe(1);
    const summary = await (await call(dashboardMain.loader, "/rt-dashboard", { cookie: manager.cookie })).json();
    expect(summary.totals.pending).toBe(1);
    expect(summary.pending.map((m: { id: number }) => m.id)).toEqual([id]);
    const queue = await (
      await call(adminMediaApi.loader, "/api/admin/media?status=pending", { cookie: manager.cookie })
    ).json();
    expect(queue.mediaList.map((m: { id: number }) => m.id)).toEqual([id]);

    const approved = await review(id, { approved: 1 });
    expect(approved.status).toBe(200);
    expect(await publicIds()).toContain(id);
    expect((await own()).find((c) => c.id === id)).toMatchObject({ approved: 1 });
    expect(await pendingCount()).toBe(0);
    const [log] = await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({
      actorId: manager.id,
      action: "media.update",
      targetId: String(id),
      summary: { before: { approved: 0 }, after: { approved: 1 } },
    });
  });

  it("refusing is one logged call too: the picture never reaches the gallery", async () => {
    const { id } = await upload(20);
    const refused = await review(id, { filtered: 1 });
    expect(refused.status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect(await pendingCount()).toBe(0);
    const [log] = await db().select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({ action: "media.update", targetId: String(id), summary: { after: { filtered: 1 } } });
    expect((await db().select().from(media).where(eq(media.id, id)))[0]).toMatchObject({ approved: 0, filtered: 1 });
  });

  it("a failed review writes no log row and changes nothing", async () => {
    const { id } = await upload(30);
    const before = (await db().select().from(activityLogs)).length;
    expect((await review(id, { approved: 7 })).status).toBe(400);
    expect(
      (
        await call(adminMediaItemApi.action, `/api/admin/media/${id}`, {
          method: "PUT",
          params: { id: String(id) },
          body: { approved: 1 },
          cookie: kid.cookie,
        })
      ).status,
    ).toBe(403);
    expect((await db().select().from(activityLogs)).length).toBe(before);
    expect(await publicIds()).not.toContain(id);
  });
});
