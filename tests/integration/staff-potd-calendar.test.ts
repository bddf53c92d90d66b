import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as calendarApi from "~/routes/api/admin-potd-calendar";
import * as picturesApi from "~/routes/api/admin-pictures";
import * as pictureItemApi from "~/routes/api/admin-picture-item";
import * as potdApi from "~/routes/api/potd-preview";
import { db } from "~/server/db/client";
import { activityLogs, media, potdSchedule, users } from "~/server/db/schema";
import { onPublicContentChange } from "~/server/services/public-content";
import { call } from "../helpers/route-args";
import { addMedia, addSignedInUser } from "./fixtures";
import { pictureUploadForm, pngBytes, useTempMediaDir } from "./pictures";

type Who = { id: string; cookie: string };
let kid: Who;
let manager: Who;

beforeAll(() => {
  useTempMediaDir();
});

beforeEach(async () => {
  await db().delete(activityLogs);
  await db().delete(potdSchedule);
  await db().delete(media);
  await db().delete(users);
  kid = await addSignedInUser("kid");
  manager = await addSignedInUser("boss", "manager");
});

const preview = async (date: string) =>
  (await call(potdApi.loader, `/api/potd/preview/${date}`, { params: { date } })).json();
const schedule = (date: string, picture: unknown, cookie?: string) =>
  call(calendarApi.action, `/api/admin/potd-calendar/${date}`, {
    method: "PUT",
    params: { date },
    body: { picture },
    cookie,
  });
const unschedule = (date: string, cookie?: string) =>
  call(calendarApi.action, `/api/admin/potd-calendar/${date}`, { method: "DELETE", params: { date }, cookie });
const month = (m: string, cookie?: string) =>
  call(calendarApi.loader, `/api/admin/potd-calendar?month=${m}`, { cookie });
const logs = () => db().select().from(activityLogs).orderBy(activityLogs.id);

async function addPuzzlePicture(): Promise<{ id: number; key: string; url: string }> {
  const response = await call(picturesApi.action, "/api/admin/pictures", {
    method: "POST",
    body: pictureUploadForm("puzzle", await pngBytes(), { filename: "p.png", type: "image/png" }),
    cookie: manager.cookie,
  });
  expect(response.status).toBe(201);
  return (await response.json()).picture;
}

describe("the puzzle-of-the-day calendar", () => {
  it("puts a staff picture on one day; the days either side keep the built-in rotation", async () => {
    const picture = await addPuzzlePicture();
    const changes: (readonly string[] | null)[] = [];
    const stop = onPublicContentChange((change) => changes.push(change.tags));
    const response = await schedule("2026-03-15", picture.key, manager.cookie);
    stop();
    expect(response.status).toBe(200);
    expect((await response.json()).day).toMatchObject({
      date: "2026-03-15",
      scheduled: true,
      picture: { key: picture.key, title: "Picnic" },
    });
    expect(changes).toEqual([["potd:2026-03-15"]]);
    expect(await preview("2026-03-15")).toMatchObject({ image: picture.url, key: picture.key, scheduled: true });
    expect(await preview("2026-03-14")).toMatchObject({ key: "scene07", scheduled: false });
    expect(await preview("2026-03-16")).toMatchObject({ key: "scene09", scheduled: false });
    // /next/ from the day before reaches it across the boundary too.
    const next = await call(potdApi.loader, "/api/potd/preview/next/2026-03-14", { params: { date: "2026-03-14" } });
    expect(await next.json()).toMatchObject({ date: "2026-03-15", key: picture.key });
  });

  it("puts a built-in scene on a day, replaces a day's picture, and gives a day back to the rotation", async () => {
    const picture = await addPuzzlePicture();
    expect((await schedule("2024-02-29", "scene03", manager.cookie)).status).toBe(200);
    expect(await preview("2024-02-29")).toMatchObject({ key: "scene03", scheduled: true });
    expect((await schedule("2024-02-29", picture.key, manager.cookie)).status).toBe(200);
    expect(await preview("2024-02-29")).toMatchObject({ key: picture.key, scheduled: true });
    const cleared = await unschedule("2024-02-29", manager.cookie);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).day).toMatchObject({ scheduled: false });
    expect(await preview("2024-02-29")).toMatchObject({ scheduled: false });
    // Clearing an empty day changes nothing and logs nothing.
    expect((await unschedule("2024-02-29", manager.cookie)).status).toBe(200);
    const actions = (await logs()).map((l) => [l.action, l.targetId, l.summary]);
    expect(actions.slice(1)).toEqual([
      ["potd.schedule", "2024-02-29", { after: { picture: "scene03" } }],
      ["potd.schedule", "2024-02-29", { before: { picture: "scene03" }, after: { picture: picture.key } }],
      ["potd.unschedule", "2024-02-29", { before: { picture: picture.key } }],
    ]);
  });

  it("shows a whole month as children get it, leap day included", async () => {
    const picture = await addPuzzlePicture();
    await schedule("2024-02-10", picture.key, manager.cookie);
    const response = await month("2024-02", manager.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.days).toHaveLength(29);
    expect(body.days[0]).toMatchObject({ date: "2024-02-01", scheduled: false });
    expect(body.days[28].date).toBe("2024-02-29");
    expect(body.days.filter((d: { scheduled: boolean }) => d.scheduled)).toEqual([
      expect.objectContaining({ date: "2024-02-10", picture: expect.objectContaining({ key: picture.key }) }),
    ]);
    expect(body.choices.map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining([picture.key, "scene01", "scene12"]),
    );
    for (const bad of ["2024-13", "2024-2", "24-02", "x"]) expect((await month(bad, manager.cookie)).status).toBe(400);
  });

  it("a deleted or filtered-out picture's days fall back to the rotation", async () => {
    const picture = await addPuzzlePicture();
    await schedule("2026-01-01", picture.key, manager.cookie);
    await db().update(media).set({ filtered: 1 });
    expect(await preview("2026-01-01")).toMatchObject({ scheduled: false });
    await db().update(media).set({ filtered: 0 });
    expect(await preview("2026-01-01")).toMatchObject({ scheduled: true });
    const deleted = await call(pictureItemApi.action, `/api/admin/pictures/${picture.id}`, {
      method: "DELETE",
      params: { id: String(picture.id) },
      cookie: manager.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await preview("2026-01-01")).toMatchObject({ scheduled: false });
    expect(await db().select().from(potdSchedule)).toEqual([]);
  });

  it("refuses unknown pictures, other media and bad dates, and changes nothing", async () => {
    const coloring = await addMedia(kid.id); // a child's coloring is never a puzzle of the day
    for (const [date, key, status] of [
      ["2026-03-15", "media-999999", 404],
      ["2026-03-15", `media-${coloring.id}`, 404],
      ["2026-03-15", "scene99", 404],
      ["2026-03-15", "../etc", 400],
      ["2026-03-15", 12, 400],
      ["2026-02-30", "scene01", 400],
      ["tomorrow", "scene01", 400],
    ] as const) {
      const response = await schedule(date, key, manager.cookie);
      expect(response.status, `${date} ${key}`).toBe(status);
      expect(typeof (await response.json()).error).toBe("string");
    }
    expect(await db().select().from(potdSchedule)).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it("is 401 for visitors and 403 for users", async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [kid.cookie, 403],
    ] as const) {
      expect((await schedule("2026-03-15", "scene01", cookie)).status).toBe(status);
      expect((await unschedule("2026-03-15", cookie)).status).toBe(status);
      expect((await month("2026-03", cookie)).status).toBe(status);
    }
    expect(await db().select().from(potdSchedule)).toEqual([]);
  });
});
