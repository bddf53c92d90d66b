import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/locales";
import { hasFfmpeg, writeTestClip } from "../helpers/ffmpeg";
import { processesWith, waitFor } from "../helpers/processes";
import { devSignIn, killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 29 item 1: kill -9 of the server in the middle of a transcode left ffmpeg running as an orphan, with its work
 * folder, and after the restart a second ffmpeg transcoded the same video. Now the orphan dies with the server, the
 * restarted instance takes the job over once its lease ends, never with two ffmpegs at once, and the dead attempt's
 * work folder is removed (npm run build first).
 */

const run = hasFfmpeg();
if (!run) console.warn("faults/kill-transcode: ffmpeg missing, so this test is skipped");
const dataDir = tempDir("kill-transcode");
const clips = tempDir("kill-transcode-clips");
const workDir = path.join(dataDir, "video-library", "work");
const env = { DATA_DIR: dataDir, MANAGER_IDENTITIES: "dev:kill-staff", JOB_LEASE_SECONDS: "3" };
afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clips, { recursive: true, force: true });
});

interface Video {
  id: string;
  status: string;
  job: { status: string; progress: number; attempts: number } | null;
}

/** A test pattern with a tone, long enough that transcoding it takes several seconds. */
function clip(): Blob {
  const file = path.join(clips, "clip.mp4");
  writeTestClip(file, { seconds: 30, size: "640x360", rate: 25 });
  return new Blob([new Uint8Array(fs.readFileSync(file))], { type: "video/mp4" });
}

async function started(): Promise<{ server: Instance; cookie: string }> {
  const server = await startInstance(env);
  await waitReady(server);
  return { server, cookie: await devSignIn(server.url, "kill-staff") };
}

async function video(server: Instance, cookie: string, id: string): Promise<Video> {
  const answer = await fetch(`${server.url}/api/admin/videos/${id}`, { headers: { cookie } });
  return ((await answer.json()) as { video: Video }).video;
}

/** The ffmpeg (or ffprobe) processes working in this instance's scratch folder. */
const tools = () => processesWith(workDir);

describe.skipIf(!run)("kill -9 in the middle of a transcode", () => {
  it("takes ffmpeg down with the server; the restart transcodes the video once, with one ffmpeg, and sweeps the dead attempt's folder", async () => {
    const first = await started();
    const form = new FormData();
    form.set(
      "meta",
      JSON.stringify({
        titles: Object.fromEntries(LOCALES.map((l) => [l, l === "en" ? "Kill drill" : ""])),
        published: true,
      }),
    );
    form.set("file", clip(), "drill.mp4");
    const uploaded = await fetch(`${first.server.url}/api/upload/video`, {
      method: "POST",
      headers: { cookie: first.cookie, Origin: first.server.url },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { video: Video }).video;

    // Encoding: progress is reported and ffmpeg runs in the job's work folder.
    expect(
      await waitFor(
        async () => ((await video(first.server, first.cookie, id)).job?.progress ?? 0) > 0 && tools().length > 0,
        60_000,
      ),
    ).toBe(true);
    const attemptFolders = fs.readdirSync(workDir);
    expect(attemptFolders).toHaveLength(1);

    first.server.child.kill("SIGKILL");
    await first.server.exited;
    const killedAt = Date.now();
    expect(await waitFor(() => tools().length === 0, 3_000)).toBe(true);
    console.log(JSON.stringify({ ffmpegGoneAfterMs: Date.now() - killedAt }));
    // The killed attempt's folder is still there: nothing but the next start can remove it.
    expect(fs.readdirSync(workDir)).toEqual(attemptFolders);

    const second = await started();
    let most = 0;
    let current: Video | undefined;
    for (let i = 0; i < 900 && current?.status !== "ready"; i++) {
      most = Math.max(most, tools().length);
      if (i % 10 === 0) {
        current = await video(second.server, second.cookie, id);
        expect(current.status).not.toBe("failed");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(current).toMatchObject({ status: "ready", job: { status: "done", attempts: 2 } });
    expect(most).toBe(1);
    expect(fs.readdirSync(workDir)).toEqual([]);
    expect(second.server.alive()).toBe(true);
  });
});
