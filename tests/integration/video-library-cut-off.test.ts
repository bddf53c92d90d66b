import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as itemApi from "~/routes/api/admin-videos-item";
import { db } from "~/server/db/client";
import { videos } from "~/server/db/schema";
import { startJobs, stopJobs } from "~/server/jobs";
import { CUT_OFF } from "~/server/services/video-library/transcode-job";
import type { LibraryVideo } from "~/shared/api/admin/videos";
import { call } from "../helpers/route-args";
import { signInAs } from "./fixtures";
import { filesUnder, hasFfmpeg, makeClip, upload, useVideoLibraryConfig, videoForm } from "./video-library-fixtures";

// Issue 28 item 6: an MP4 cut off after its index (moov at the front, part of mdat missing) probes at its full length
// and ffmpeg encodes what is there without an error; the library must not call the result "ready".

const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("video-library-cut-off: ffmpeg/ffprobe not found, so these tests are skipped");

let dirs: ReturnType<typeof useVideoLibraryConfig>;
let manager: string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "video-cut-off-"));

beforeAll(async () => {
  dirs = useVideoLibraryConfig();
  manager = (await signInAs("manager")).cookie!;
});
afterEach(() => stopJobs());
afterAll(() => {
  fs.rmSync(dirs.dataDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A 10 s clip with its index first (+faststart), then only the first 40 % of its bytes: the header still says 10 s. */
function cutOffClip(): string {
  const whole = makeClip("whole-10s.mp4", 10, ["-movflags", "+faststart"]);
  const cut = path.join(scratch, "cut.mp4");
  const bytes = fs.readFileSync(whole);
  fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.4)));
  const probed = Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", cut], {
      encoding: "utf8",
    }),
  );
  expect(probed).toBeCloseTo(10, 0);
  return cut;
}

const getVideo = async (id: string) =>
  (
    (await (await call(itemApi.loader, `/api/admin/videos/${id}`, { params: { id }, cookie: manager })).json()) as {
      video: LibraryVideo;
    }
  ).video;

describe.skipIf(!ffmpeg)("a cut-off upload", () => {
  it("is marked failed at once, with a message staff can act on, and serves nothing", async () => {
    const { response, body } = await upload(manager, videoForm(cutOffClip()));
    // Its header is intact, so the upload's own check lets it in; the job finds out.
    expect(response.status).toBe(201);
    const id = body.video.id;
    const worker = await startJobs({ leaseMs: 10_000, pollMs: 60_000 });
    await worker!.drain();

    const video = await getVideo(id);
    // No retries: another attempt would cut off the same way.
    expect(video).toMatchObject({
      status: "failed",
      videoUrl: "",
      job: { status: "failed", attempts: 1, error: CUT_OFF },
    });
    const [row] = await db().select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ status: "failed", videoUrl: "" });
    expect(filesUnder(path.join(dirs.mediaDir, "videos", id))).toEqual([]);
  });

  it("the whole clip still becomes ready", async () => {
    const { body } = await upload(manager, videoForm(makeClip("whole-10s.mp4", 10, ["-movflags", "+faststart"])));
    const worker = await startJobs({ leaseMs: 10_000, pollMs: 60_000 });
    await worker!.drain();
    expect(await getVideo(body.video.id)).toMatchObject({
      status: "ready",
      durationSeconds: 10,
      job: { status: "done" },
    });
  });
});
