import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as detailsApi from "~/routes/api/politv-details";
import * as itemApi from "~/routes/api/admin-videos-item";
import * as listApi from "~/routes/api/admin-videos";
import { db } from "~/server/db/client";
import { activityLogs, jobs, videos } from "~/server/db/schema";
import { startJobs, stopJobs } from "~/server/jobs";
import type { Worker } from "~/server/jobs/worker";
import { setUploadsAvailable } from "~/server/services/video-library/availability";
import type { LibraryVideo, VideoListResponse } from "~/shared/api/admin/videos";
import sharp from "sharp";
import { checkFallbackMp4 } from "../helpers/fallback-check";
import { checkHlsFolder } from "../helpers/hls-check";
import { call } from "../helpers/route-args";
import { signInAs } from "./fixtures";
import {
  filesUnder,
  hasFfmpeg,
  makeClip,
  makeLongClip,
  rowCounts,
  titlesIn,
  upload,
  useVideoLibraryConfig,
  videoForm,
} from "./video-library-fixtures";

const ffmpeg = hasFfmpeg();
if (!ffmpeg)
  console.warn("video-library-upload: ffmpeg/ffprobe not found, so the upload and transcoding tests are skipped");

let dirs: ReturnType<typeof useVideoLibraryConfig>;
let worker: Worker | undefined;
let manager: string;
let admin: string;

beforeAll(async () => {
  dirs = useVideoLibraryConfig();
  manager = (await signInAs("manager")).cookie!;
  admin = (await signInAs("admin")).cookie!;
});

afterAll(async () => {
  await stopJobs();
  setUploadsAvailable(undefined);
  fs.rmSync(dirs.dataDir, { recursive: true, force: true });
});

const list = async (cookie?: string) => {
  const response = await call(listApi.loader, "/api/admin/videos", { cookie });
  return { response, body: (await response.json()) as VideoListResponse & { error?: string } };
};
const put = (id: string, body: unknown, cookie = manager) =>
  call(itemApi.action, `/api/admin/videos/${id}`, { method: "PUT", params: { id }, body, cookie });
const publicDetails = async (id: string) => {
  const response = await call(detailsApi.loader, `/api/politv/details?id=${id}`);
  return (await response.json()) as {
    items?: { videoUrl?: string; fallbackUrl?: string; snippet: { thumbnails: { high: { url: string } } } }[];
    error?: string;
  };
};
/** What a browser would fetch at a /media URL: the file under the media folder. */
const mediaFile = (url: string) => path.join(dirs.mediaDir, url.replace(/^\/media\//, ""));
const leftovers = () => ({
  incoming: filesUnder(path.join(dirs.dataDir, "video-library", "incoming")),
  sources: filesUnder(path.join(dirs.mediaDir, "private", "video-sources")),
  renditions: filesUnder(path.join(dirs.mediaDir, "videos")),
});

describe("who may use the video library", () => {
  it("answers visitors 401 and plain users 403 with JSON errors; managers and admins get the list", async () => {
    const anonymous = await list();
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body.error).toBeTruthy();
    const user = await list((await signInAs("user")).cookie);
    expect(user.response.status).toBe(403);
    expect(user.body.error).toBeTruthy();
    for (const cookie of [manager, admin]) {
      const staff = await list(cookie);
      expect(staff.response.status).toBe(200);
      expect(staff.body).toMatchObject({ videos: [], totalVideos: 0 });
    }
    const upload403 = await upload((await signInAs("user")).cookie, videoForm(Buffer.from("x")));
    expect(upload403.response.status).toBe(403);
  });

  it("says uploads need ffmpeg and refuses them with 503 when it is missing", async () => {
    setUploadsAvailable(false);
    try {
      expect((await list(manager)).body.uploadsAvailable).toBe(false);
      const refused = await upload(manager, videoForm(Buffer.from("not read")));
      expect(refused.response.status).toBe(503);
      expect(refused.body.error).toMatch(/ffmpeg/);
    } finally {
      setUploadsAvailable(undefined);
    }
  });
});

describe.skipIf(!ffmpeg)("uploading and transcoding", () => {
  beforeAll(async () => {
    worker = await startJobs({ pollMs: 60_000, leaseMs: 5_000 });
  });

  it("transcodes a small clip into HLS renditions with a poster and its duration, public once ready and published", async () => {
    const { response, body } = await upload(manager, videoForm(makeClip()));
    expect(response.status).toBe(201);
    expect(body.video).toMatchObject({ status: "processing", published: true, uploaded: true, videoUrl: "" });
    const id = body.video.id;
    // Not public while processing.
    expect((await publicDetails(id)).items).toBeUndefined();

    await worker!.drain();
    const video = (
      (await (await call(itemApi.loader, `/api/admin/videos/${id}`, { params: { id }, cookie: manager })).json()) as {
        video: LibraryVideo;
      }
    ).video;
    expect(video).toMatchObject({
      status: "ready",
      durationSeconds: 2,
      job: { status: "done", progress: 1, error: "" },
    });
    expect(video.videoUrl).toMatch(new RegExp(`^/media/videos/${id}/[a-z0-9-]+/master\\.m3u8$`));
    const master = fs.readFileSync(mediaFile(video.videoUrl), "utf8");
    expect(master).toContain("#EXTM3U");
    for (const rendition of ["360p", "720p"]) {
      expect(master).toContain(`${rendition}/index.m3u8`);
      const dir = path.dirname(mediaFile(video.videoUrl));
      expect(fs.readFileSync(path.join(dir, rendition, "index.m3u8"), "utf8")).toContain("#EXT-X-ENDLIST");
      expect(fs.statSync(path.join(dir, rendition, "init.mp4")).size).toBeGreaterThan(0);
      expect(fs.statSync(path.join(dir, rendition, "seg_000.m4s")).size).toBeGreaterThan(0);
    }
    expect(fs.readFileSync(mediaFile(video.thumbnailUrl)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // The master declares what the segments hold (peak and mean bit rates, codecs, picture, I-frame playlists).
    expect(checkHlsFolder(path.dirname(mediaFile(video.videoUrl)))).toEqual([]);
    // Issue 32: the 360p rendition remuxed into one progressive MP4 for browsers without HLS, beside the master.
    expect(video.fallbackUrl).toBe(video.videoUrl.replace(/master\.m3u8$/, "360p.mp4"));
    expect(checkFallbackMp4(path.dirname(mediaFile(video.videoUrl)))).toEqual([]);
    // The watch screen gets both, and the original is no longer kept.
    const item = (await publicDetails(id)).items?.[0];
    expect(item?.videoUrl).toBe(video.videoUrl);
    expect(item?.fallbackUrl).toBe(video.fallbackUrl);
    expect(item?.snippet.thumbnails.high.url).toBe(video.thumbnailUrl);
    expect(leftovers().sources).toEqual([]);
    expect(leftovers().incoming).toEqual([]);
    const [log] = await db().select().from(activityLogs).where(eq(activityLogs.targetId, id));
    expect(log).toMatchObject({ action: "video.upload", targetType: "video" });
  });

  it.each([
    // A phone held upright: pillarboxed. 405 of 1280 columns hold the picture (720 × 180/320).
    { name: "vertical.mp4", extra: ["-vf", "scale=180:320,setsar=1"], pictureWidth: 405 },
    // Odd sizes with wide pixels (SAR 3:2): shown 498×517, so 693 columns (720 × 498/517) at square pixels.
    { name: "odd.mkv", extra: ["-vf", "scale=333:517,setsar=3/2", "-c:v", "ffv1"], pictureWidth: 693 },
  ])(
    "fits an upload of any shape ($name) into the ladder's 16:9 frame with square pixels and a poster to match",
    async ({ name, extra, pictureWidth }) => {
      const { response, body } = await upload(manager, videoForm(makeClip(name, 2, extra), undefined, name));
      expect(response.status).toBe(201);
      await worker!.drain();
      const [row] = await db().select().from(videos).where(eq(videos.id, body.video.id));
      expect(row.status).toBe("ready");
      const dir = path.dirname(mediaFile(row.videoUrl));
      // Every rendition is 640×360 or 1280×720 with SAR 1:1, as declared (checkHlsFolder compares with ffprobe).
      expect(checkHlsFolder(dir)).toEqual([]);
      const master = fs.readFileSync(path.join(dir, "master.m3u8"), "utf8");
      expect(master).toContain("RESOLUTION=640x360");
      expect(master).toContain("RESOLUTION=1280x720");
      // The poster has the same frame: black bars either side, the picture in the middle, undistorted.
      const { data, info } = await sharp(mediaFile(row.thumbnailUrl))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1280, 720]);
      const columnBrightness = (x: number) => {
        let sum = 0;
        for (let y = 0; y < info.height; y++) sum += data[y * info.width + x];
        return sum / info.height;
      };
      const bar = (1280 - pictureWidth) / 2;
      for (const x of [0, bar - 6]) expect(columnBrightness(Math.round(x)), `column ${x}`).toBeLessThan(8);
      for (const x of [bar + 6, 640, 1280 - bar - 6])
        expect(columnBrightness(Math.round(x)), `column ${x}`).toBeGreaterThan(30);
    },
  );

  it("keeps an unpublished video off the watch screen until staff publish it; every change is logged", async () => {
    const { body } = await upload(admin, videoForm(makeClip(), { titles: titlesIn("Quiet drill"), published: false }));
    await worker!.drain();
    expect((await publicDetails(body.video.id)).items).toBeUndefined();

    const published = await put(body.video.id, { published: true });
    expect(published.status).toBe(200);
    expect((await publicDetails(body.video.id)).items).toHaveLength(1);

    const renamed = await put(body.video.id, { titles: { ...titlesIn("Loud drill"), ko: "시끄러운 훈련" } });
    expect(((await renamed.json()) as { video: LibraryVideo }).video.titles).toMatchObject({
      en: "Loud drill",
      ko: "시끄러운 훈련",
    });
    const bad = await put(body.video.id, { titles: titlesIn("") });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/English title/);

    const actions = (
      await db()
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.targetId, body.video.id))
        .orderBy(desc(activityLogs.id))
    ).map((l) => l.action);
    expect(actions).toEqual(["video.update", "video.publish", "video.upload"]);
  });

  it("deletes a video with its files and jobs, and logs it", async () => {
    const { body } = await upload(manager, videoForm(makeClip()));
    await worker!.drain();
    const id = body.video.id;
    expect(filesUnder(path.join(dirs.mediaDir, "videos", id)).length).toBeGreaterThan(5);
    const deleted = await call(itemApi.action, `/api/admin/videos/${id}`, {
      method: "DELETE",
      params: { id },
      cookie: manager,
    });
    expect(deleted.status).toBe(200);
    expect(filesUnder(path.join(dirs.mediaDir, "videos", id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.payload, { videoId: id })),
    ).toEqual([]);
    const [log] = await db().select().from(activityLogs).where(eq(activityLogs.action, "video.delete"));
    expect(log.targetId).toBe(id);
    const again = await call(itemApi.action, `/api/admin/videos/${id}`, {
      method: "DELETE",
      params: { id },
      cookie: manager,
    });
    expect(again.status).toBe(404);
  });

  describe("refuses bad files with a JSON error and leaves nothing behind", () => {
    const cases: [string, () => FormData, number, RegExp][] = [
      [
        "a text file",
        () => videoForm(Buffer.from("Just some words, not a video at all.\n".repeat(50)), undefined, "notes.mp4"),
        400,
        /not a video/i,
      ],
      [
        "a picture",
        () => videoForm(fs.readFileSync("public/art/logo.svg"), undefined, "logo.mp4"),
        400,
        /not a video/i,
      ],
      [
        "a truncated MP4",
        () => {
          const whole = fs.readFileSync(makeClip());
          return videoForm(whole.subarray(0, Math.floor(whole.length / 2)), undefined, "cut.mp4");
        },
        400,
        /damaged or cut off/,
      ],
      ["a video over 10 minutes", () => videoForm(makeLongClip()), 400, /longer than 10 minutes/],
      ["a form without titles", () => videoForm(makeClip(), { published: true }), 400, /titles/],
      [
        "a form without a file",
        () => {
          const form = new FormData();
          form.set("meta", JSON.stringify({ titles: titlesIn("Nothing") }));
          return form;
        },
        400,
        /Choose a video/,
      ],
      [
        "an AVI (not MP4, MOV or WebM)",
        () => videoForm(makeClip("clip.avi", 2), undefined, "clip.avi"),
        400,
        /MP4, MOV or WebM/,
      ],
    ];
    it.each(cases)("%s", async (_name, form, status, message) => {
      const before = await rowCounts();
      const logsBefore = (await db().select().from(activityLogs)).length;
      const { response, body } = await upload(manager, form());
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(body.error).toMatch(message);
      expect(await rowCounts()).toEqual(before);
      expect((await db().select().from(activityLogs)).length).toBe(logsBefore);
      expect(leftovers().incoming).toEqual([]);
      expect(leftovers().sources).toEqual([]);
    });

    it("a declared body over 200 MB (413, before reading it)", async () => {
      const { response, body } = await upload(manager, videoForm(makeClip()), {
        "Content-Length": String(201 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(body.error).toMatch(/200 MB/);
      expect(leftovers().incoming).toEqual([]);
    });
  });
});
