import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unpackRegions } from "~/games/coloring/index.ts";
import * as picturesApi from "~/routes/api/admin-pictures";
import * as pictureItemApi from "~/routes/api/admin-picture-item";
import * as mediaApi from "~/routes/api/admin-media";
import * as mediaItemApi from "~/routes/api/admin-media-item";
import * as coloringPage from "~/routes/play/coloring";
import * as playHome from "~/routes/play/play-home";
import * as puzzlePage from "~/routes/play/puzzle";
import { db } from "~/server/db/client";
import { activityLogs, media, staffPictures } from "~/server/db/schema";
import { keyFromUrl, storage } from "~/server/storage/storage";
import { onPublicContentChange } from "~/server/services/public-content";
import { call } from "../helpers/route-args";
import { freshStaffDesk, type SignedIn } from "./fixtures";
import {
  closedLineArt,
  leakyLineArt,
  pictureTitles,
  pictureUploadForm,
  sixMegabytes,
  textFile,
  useTempMediaDir,
} from "./pictures";

let kid: SignedIn;
let manager: SignedIn;
let admin: SignedIn;
let mediaDir: ReturnType<typeof useTempMediaDir>;

beforeAll(() => {
  mediaDir = useTempMediaDir();
});

beforeEach(async () => {
  ({ kid, manager, admin } = await freshStaffDesk(mediaDir));
});

const upload = (form: FormData, cookie?: string) =>
  call(picturesApi.action, "/api/admin/pictures", { method: "POST", body: form, cookie });
const list = (cookie?: string) => call(picturesApi.loader, "/api/admin/pictures", { cookie });
const remove = (id: number, cookie?: string) =>
  call(pictureItemApi.action, `/api/admin/pictures/${id}`, { method: "DELETE", params: { id: String(id) }, cookie });
const rename = (id: number, titles: unknown, cookie?: string) =>
  call(pictureItemApi.action, `/api/admin/pictures/${id}`, {
    method: "PUT",
    params: { id: String(id) },
    body: { titles },
    cookie,
  });
const logs = () => db().select().from(activityLogs).orderBy(activityLogs.id);
const pngOf = (svg: Buffer, width = 600, height = 600) =>
  sharp(svg, { density: 400 })
    .resize(width, height, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();

async function publishColoringPage(cookie = manager.cookie, art = closedLineArt()) {
  const response = await upload(pictureUploadForm("coloring", art), cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { picture: { id: number; key: string; regionUrl: string; url: string } };
}

describe("POST /api/admin/pictures: a new coloring page", () => {
  it("rasterises the SVG, precomputes its regions with the engine, logs it and publishes it on /play at once", async () => {
    const changes: (readonly string[] | null)[] = [];
    const stop = onPublicContentChange((change) => changes.push(change.tags));
    const { picture, regionsPreview } = (await publishColoringPage()) as Awaited<
      ReturnType<typeof publishColoringPage>
    > & { regionsPreview: string };
    stop();
    expect(picture.key).toBe(`media-${picture.id}`);
    expect(regionsPreview).toMatch(/^data:image\/png;base64,/);
    // The region file is the one the built-in pages ship: a 1024² line layer and its shapes (3 circles + the paper).
    const regionFile = await storage().get(keyFromUrl(picture.regionUrl)!);
    const { lines, regions } = unpackRegions(new Uint8Array(gunzipSync(regionFile!)));
    expect([lines.width, lines.height]).toEqual([1024, 1024]);
    expect(regions.regionCount).toBeGreaterThanOrEqual(4);
    // The SVG itself is never stored or served: a PNG of the sheet, its thumbnail, the region file.
    const files = mediaDir.files();
    expect(files.some((f) => f.endsWith(".svg"))).toBe(false);
    expect(files.filter((f) => f.endsWith(".png") || f.endsWith(".webp"))).toHaveLength(2);
    const stored = await storage().get(keyFromUrl(picture.url)!);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
    const [row] = await db().select().from(media).where(eq(media.id, picture.id));
    expect(row).toMatchObject({ type: "coloring-page", ownerId: manager.id });
    const [log] = await logs();
    expect(log).toMatchObject({ actorId: manager.id, action: "picture.create", targetId: String(picture.id) });
    expect(log.summary).toMatchObject({ after: { kind: "coloring", titles: pictureTitles(), regions: 3 } });
    expect(changes).toContainEqual(["pictures"]);

    const play = await (await call(playHome.loader, "/play", { headers: { Cookie: "lang=ko" } })).json();
    expect(play.staffPages).toEqual([
      expect.objectContaining({ key: picture.key, title: "Picnic 소풍", regionUrl: picture.regionUrl }),
    ]);
    // the shelf names a saved page of it by its title in the child's language, not "A coloring"
    expect(play.staffTitles).toEqual({ [picture.key]: "Picnic 소풍" });
    const page = await call(coloringPage.loader, `/play/apps/coloring/${picture.key}`, {
      params: { pageKey: picture.key },
    });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ pageKey: picture.key, staffPage: { url: picture.url, title: "Picnic" } });
  });

  it("accepts PNG line art too (letterboxed onto the square sheet, not cropped)", async () => {
    const response = await upload(
      pictureUploadForm("coloring", await pngOf(closedLineArt(), 800, 500), { filename: "art.png", type: "image/png" }),
      admin.cookie,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await response.json()).picture.regions).toBe(3);
  });

  it("refuses line art with gaps with 422, a clear error and the regions preview, and stores nothing", async () => {
    const response = await upload(pictureUploadForm("coloring", leakyLineArt()), manager.cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toMatch(/gaps/);
    expect(body.regionsPreview).toMatch(/^data:image\/png;base64,/);
    // The preview shows the flood in red: most of it is that red.
    const { data, info } = await sharp(Buffer.from(body.regionsPreview.split(",")[1], "base64"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] > 200 && data[i + 1] < 80) red++;
    expect(red / (info.width * info.height)).toBeGreaterThan(0.8);
    expect(mediaDir.files()).toEqual([]);
    expect(await db().select().from(media)).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it("refuses a sheet with too few closed shapes (a blank page) with 422", async () => {
    const blank = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="2"/></svg>`,
    );
    const response = await upload(pictureUploadForm("coloring", blank), manager.cookie);
    expect(response.status).toBe(422);
    expect(mediaDir.files()).toEqual([]);
  });

  it("refuses hostile or incomplete uploads with the right status and {error}, storing nothing", async () => {
    const evil = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image href="file:///etc/passwd" width="100" height="100"/></svg>`,
    );
    const untitled = { ...pictureTitles() } as Record<string, string>;
    delete untitled.ru;
    const cases: [FormData, number, RegExp][] = [
      [pictureUploadForm("coloring", evil), 415, /links to another file|not allowed/],
      [pictureUploadForm("coloring", textFile(), { filename: "a.txt", type: "text/plain" }), 415, /SVG, PNG/],
      [pictureUploadForm("coloring", Buffer.alloc(0)), 400, /empty/],
      [pictureUploadForm("coloring", closedLineArt(), { titles: untitled }), 400, /ru/],
      [
        pictureUploadForm("coloring", closedLineArt(), { titles: { ...pictureTitles(), ja: "   " } }),
        400,
        /every language/,
      ],
      [
        pictureUploadForm("coloring", closedLineArt(), { titles: { ...pictureTitles(), en: "x".repeat(61) } }),
        400,
        /60/,
      ],
      [pictureUploadForm("coloring", closedLineArt(), { titles: "{not json" }), 400, /JSON/],
      [pictureUploadForm("sticker", closedLineArt()), 400, /coloring page or puzzle/],
    ];
    for (const [form, status, message] of cases) {
      const response = await upload(form, manager.cookie);
      expect(response.status, message.source).toBe(status);
      expect((await response.json()).error).toMatch(message);
    }
    const big = await upload(pictureUploadForm("puzzle", sixMegabytes(), { type: "image/png" }), manager.cookie);
    expect(big.status).toBe(413);
    const noFile = new FormData();
    noFile.set("kind", "coloring");
    noFile.set("titles", JSON.stringify(pictureTitles()));
    expect((await upload(noFile, manager.cookie)).status).toBe(400);
    expect(mediaDir.files()).toEqual([]);
    expect(await db().select().from(media)).toEqual([]);
  });

  it("refuses the same picture again (a double click) with 409 and keeps one", async () => {
    await publishColoringPage();
    const again = await upload(pictureUploadForm("coloring", closedLineArt()), manager.cookie);
    expect(again.status).toBe(409);
    expect(await db().select().from(staffPictures)).toHaveLength(1);
    expect(mediaDir.files().filter((f) => f.endsWith(".bin.gz"))).toHaveLength(1);
  });
});

describe("who may manage pictures", () => {
  it("is 401 for visitors and 403 for users on every call, and changes nothing", async () => {
    const { picture } = await publishColoringPage();
    for (const [cookie, status] of [
      [undefined, 401],
      [kid.cookie, 403],
    ] as const) {
      expect((await upload(pictureUploadForm("coloring", closedLineArt(12)), cookie)).status).toBe(status);
      expect((await list(cookie)).status).toBe(status);
      expect((await rename(picture.id, pictureTitles("X"), cookie)).status).toBe(status);
      expect((await remove(picture.id, cookie)).status).toBe(status);
    }
    expect(await db().select().from(staffPictures)).toHaveLength(1);
    expect((await logs()).map((l) => l.action)).toEqual(["picture.create"]);
  });
});

describe("a new puzzle picture", () => {
  it("is cut to the scenes' 4:3, offered in the puzzle's picker and playable at its key", async () => {
    const response = await upload(
      pictureUploadForm("puzzle", await pngOf(closedLineArt(), 900, 900), { filename: "p.png", type: "image/png" }),
      manager.cookie,
    );
    expect(response.status).toBe(201);
    const { picture, regionsPreview } = await response.json();
    expect(regionsPreview).toBeNull();
    expect(picture.regionUrl).toBeNull();
    const stored = await storage().get(keyFromUrl(picture.url)!);
    expect(await sharp(stored!).metadata()).toMatchObject({ width: 1200, height: 900 });
    const page = await call(puzzlePage.loader, `/play/apps/puzzle/${picture.key}/12`, {
      params: { pageKey: picture.key, pieces: "12" },
    });
    expect(page.status).toBe(200);
    const screen = await page.json();
    expect(screen.picture).toMatchObject({ pageKey: picture.key, imageUrl: picture.url, title: "Picnic" });
    expect(screen.pictures.map((p: { pageKey: string }) => p.pageKey)).toContain(picture.key);
    const play = await (await call(playHome.loader, "/play", { headers: { Cookie: "lang=ja" } })).json();
    expect(play.staffTitles).toEqual({ [picture.key]: "Picnic ピクニック" });
    const unknown = await call(puzzlePage.loader, "/play/apps/puzzle/media-999999/12", {
      params: { pageKey: "media-999999", pieces: "12" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("changing and removing a picture", () => {
  it("renames in every language with the old titles logged", async () => {
    const { picture } = await publishColoringPage();
    const response = await rename(picture.id, pictureTitles("Beach"), admin.cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).picture.titles.en).toBe("Beach");
    const log = (await logs()).at(-1)!;
    expect(log).toMatchObject({ action: "picture.update", actorId: admin.id });
    expect(log.summary).toMatchObject({ before: { titles: { en: "Picnic" } }, after: { titles: { en: "Beach" } } });
    expect((await rename(picture.id, { en: "only English" }, admin.cookie)).status).toBe(400);
    expect((await rename(999999, pictureTitles(), admin.cookie)).status).toBe(404);
  });

  it("delete removes the row, its files and its region file, logs it, and the page is gone from /play", async () => {
    const { picture } = await publishColoringPage();
    expect(mediaDir.files()).toHaveLength(3);
    const response = await remove(picture.id, manager.cookie);
    expect(response.status).toBe(200);
    expect(mediaDir.files()).toEqual([]);
    expect(await db().select().from(staffPictures)).toEqual([]);
    expect((await logs()).at(-1)).toMatchObject({ action: "picture.delete", targetId: String(picture.id) });
    const page = await call(coloringPage.loader, `/play/apps/coloring/${picture.key}`, {
      params: { pageKey: picture.key },
    });
    expect(page.status).toBe(404);
    expect((await remove(picture.id, manager.cookie)).status).toBe(404);
  });

  it("deleting the page in Media removes its region file and its row too", async () => {
    const { picture } = await publishColoringPage();
    const deleted = await call(mediaApi.action, `/api/admin/media?id=${picture.id}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(mediaDir.files()).toEqual([]);
    expect(await db().select().from(staffPictures)).toEqual([]);
  });

  it("a picture staff filter out in Media leaves /play", async () => {
    const { picture } = await publishColoringPage();
    const filtered = await call(mediaItemApi.action, `/api/admin/media/${picture.id}`, {
      method: "PUT",
      params: { id: String(picture.id) },
      body: { filtered: 1 },
      cookie: manager.cookie,
    });
    expect(filtered.status).toBe(200);
    expect((await (await call(playHome.loader, "/play")).json()).staffPages).toEqual([]);
  });
});
