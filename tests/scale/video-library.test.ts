import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/locales";
import { postgresAvailable } from "../faults/built-server";
import { killAll, tempDir } from "../helpers/built-server";
import { hasFfmpeg, writeTestClip } from "../helpers/ffmpeg";
import { signInThrough, startCluster, type Cluster } from "./helpers/cluster";

/**
 * Issue 16, staff videos: the original received by one instance goes to the bucket, so another instance can
 * transcode it, and the renditions play from every instance, including one started later on an empty disk
 * (npm run build first).
 */

const run = (await postgresAvailable()) && hasFfmpeg();
if (!run) console.warn("scale/video-library: PostgreSQL or ffmpeg missing, so this test is skipped");
let cluster: Cluster;
const clips = tempDir("scale-clips");
const A = 0;
const B = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  if (run) cluster = await startCluster(2, { MANAGER_IDENTITIES: "dev:scale-staff" });
});
afterAll(async () => {
  killAll();
  await cluster?.stop();
  fs.rmSync(clips, { recursive: true, force: true });
});

/** A test pattern with a tone, long enough that transcoding it outlasts an instance's graceful stop. */
function makeClip(seconds: number): Buffer {
  const file = path.join(clips, `clip-${seconds}.mp4`);
  writeTestClip(file, { seconds });
  return fs.readFileSync(file);
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Video {
  id: string;
  status: string;
  videoUrl: string;
  thumbnailUrl: string;
}

describe.skipIf(!run)("a staff video across instances", () => {
  it("is uploaded on one instance, transcoded by another from the bucket, and plays from every instance", async () => {
    const staff = await signInThrough(cluster, A, "scale-staff");
    const form = new FormData();
    form.set(
      "meta",
      JSON.stringify({
        titles: Object.fromEntries(LOCALES.map((l) => [l, l === "en" ? "Scale drill" : ""])),
        published: true,
      }),
    );
    form.set("file", new Blob([new Uint8Array(makeClip(12))], { type: "video/mp4" }), "drill.mp4");
    const uploaded = await cluster.fetchVia(A, "/api/upload/video", {
      method: "POST",
      headers: { cookie: staff },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { video: Video }).video;
    // The original is in the bucket (private: /media never serves it), not on instance 1's disk.
    expect(await cluster.s3.keys()).toContain(`private/video-sources/${id}`);
    expect((await cluster.fetchVia(B, `/media/private/video-sources/${id}`)).status).toBe(404);

    // Instance 1 goes away at once (a deploy, a scale-in): its worker gives the job back, instance 2 claims it.
    await cluster.instances[A].stop();
    let video: Video | undefined;
    for (let i = 0; i < 240 && video?.status !== "ready"; i++) {
      if (i) await sleep(500);
      const answer = await cluster.fetchVia(B, `/api/admin/videos/${id}`, { headers: { cookie: staff } });
      video = ((await answer.json()) as { video: Video }).video;
      expect(video.status).not.toBe("failed");
    }
    expect(video?.status).toBe("ready");
    const [job] = await query<{ locked_by: string; attempts: number }>(
      "select locked_by, attempts from jobs where payload->>'videoId' = $1",
      [id],
    );
    expect(job.locked_by.startsWith(`${os.hostname()}:${cluster.instances[B].child.pid}:`)).toBe(true);
    expect(job.attempts).toBe(1);

    // Every live instance plays it, including one started now on an empty disk.
    await cluster.add();
    const base = video!.videoUrl.replace(/master\.m3u8$/, "");
    for (const via of [B, 2]) {
      const master = await cluster.fetchVia(via, video!.videoUrl);
      expect(master.status).toBe(200);
      expect(await master.text()).toContain("360p/index.m3u8");
      const playlist = await cluster.fetchVia(via, `${base}360p/index.m3u8`);
      expect(playlist.status).toBe(200);
      expect(await playlist.text()).toContain("seg_000.m4s");
      const segment = await cluster.fetchVia(via, `${base}360p/seg_000.m4s`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get("content-type")).toBe("video/iso.segment");
      expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect((await cluster.fetchVia(via, video!.thumbnailUrl)).headers.get("content-type")).toBe("image/jpeg");
    }
    // Published: the original is gone from the bucket; only the one published revision is left.
    const keys = await cluster.s3.keys();
    expect(keys).not.toContain(`private/video-sources/${id}`);
    expect(new Set(keys.filter((k) => k.startsWith(`videos/${id}/`)).map((k) => k.split("/")[2])).size).toBe(1);

    // Deleting it on the new instance deletes every object it had.
    const deleted = await cluster.fetchVia(2, `/api/admin/videos/${id}`, {
      method: "DELETE",
      headers: { cookie: staff },
    });
    expect(deleted.status).toBe(200);
    expect((await cluster.s3.keys()).filter((k) => k.includes(id))).toEqual([]);
  });
});
