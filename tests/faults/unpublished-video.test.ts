import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/locales";
import { devSignIn, killAll, startBuiltServer, tempDir, type ServerInstance } from "../helpers/built-server";
import { hasFfmpeg, writeTestClip } from "../helpers/ffmpeg";
import { startS3, type LocalS3 } from "../scale/helpers/services";

/**
 * Issue 28 item 5: unpublished means unreachable. A staff video's playlists, segments and poster under
 * /media/videos/<id>/ and a built-in episode's under /video/<id>/ (captions included) answer 404 once unpublished,
 * 200 again once republished, and 404 for good once deleted, on the file and the S3 driver, the page cache included
 * (npm run build first).
 */

const ffmpeg = hasFfmpeg();
if (!ffmpeg) console.warn("unpublished-video: ffmpeg/ffprobe not found, so the staff upload part is skipped");
const clips = tempDir("unpublished-clips");
let s3: LocalS3 | undefined;
afterAll(async () => {
  killAll();
  await s3?.close();
  fs.rmSync(clips, { recursive: true, force: true });
});

function clip(): Buffer {
  const file = path.join(clips, "clip.mp4");
  writeTestClip(file, { seconds: 3 });
  return fs.readFileSync(file);
}

interface Video {
  id: string;
  status: string;
  videoUrl: string;
  thumbnailUrl: string;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scenario(server: ServerInstance) {
  const staff = await devSignIn(server.url, "e2e-manager");
  const as = (method: string, body?: unknown) => ({
    method,
    headers: { cookie: staff, Origin: server.url, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const statuses = async (paths: string[]) =>
    Object.fromEntries(
      await Promise.all(paths.map(async (p) => [p, (await fetch(`${server.url}${p}`)).status] as const)),
    );
  const all = (paths: string[], status: number) => Object.fromEntries(paths.map((p) => [p, status]));
  const publish = async (id: string, published: boolean) =>
    expect((await fetch(`${server.url}/api/admin/videos/${id}`, as("PUT", { published }))).status).toBe(200);

  // A built-in episode: its files come with the build (/video/<id>/…), captions included; the home page's loops have no row.
  const episode = [
    "master.m3u8",
    "360p/index.m3u8",
    "360p/init.mp4",
    "360p/seg_000.m4s",
    "captions/en.vtt",
    "poster.jpg",
  ].map((f) => `/video/demo-s5e01/${f}`);
  const loop = (await fetch(`${server.url}/`).then((r) => r.text())).match(
    /\/video\/loops\/[a-z0-9-]+\.(?:mp4|jpg)/,
  )?.[0];
  const watch = await fetch(`${server.url}/watch/demo-s5e01`);
  expect(watch.status).toBe(200);
  const watchPage = await watch.text();
  // The poster's resized copies (the build's picture variants) are its files too.
  const variant = /\/_img\/video\/demo-s5e01\/poster\.[a-z0-9]+\.\d+\.(?:avif|webp)/.exec(watchPage)?.[0];
  expect(variant).toBeDefined();
  episode.push(variant!);
  expect(await statuses(episode)).toEqual(all(episode, 200));
  await publish("demo-s5e01", false);
  expect(await statuses(episode)).toEqual(all(episode, 404));
  // The page cache held the watch page a moment ago: it must not show the video any more.
  expect((await fetch(`${server.url}/watch/demo-s5e01`)).status).toBe(404);
  if (loop) expect((await fetch(`${server.url}${loop}`)).status).toBe(200);
  await publish("demo-s5e01", true);
  expect(await statuses(episode)).toEqual(all(episode, 200));

  if (!ffmpeg) return;
  const form = new FormData();
  form.set(
    "meta",
    JSON.stringify({
      titles: Object.fromEntries(LOCALES.map((l) => [l, l === "en" ? "Unpublish drill" : ""])),
      published: true,
    }),
  );
  form.set("file", new Blob([new Uint8Array(clip())], { type: "video/mp4" }), "drill.mp4");
  const uploaded = await fetch(`${server.url}/api/upload/video`, {
    method: "POST",
    headers: { cookie: staff, Origin: server.url },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { id } = ((await uploaded.json()) as { video: Video }).video;
  let video: Video | undefined;
  for (let i = 0; i < 240 && video?.status !== "ready"; i++) {
    if (i) await sleep(500);
    video = ((await (await fetch(`${server.url}/api/admin/videos/${id}`, as("GET"))).json()) as { video: Video }).video;
    expect(video.status).not.toBe("failed");
  }
  const base = video!.videoUrl.replace(/master\.m3u8$/, "");
  const files = [
    video!.videoUrl,
    `${base}360p/index.m3u8`,
    `${base}360p/init.mp4`,
    `${base}360p/seg_000.m4s`,
    `${base}720p/seg_000.m4s`,
    video!.thumbnailUrl,
  ];
  expect(await statuses(files)).toEqual(all(files, 200));
  // Kept minutes, not a year, by browsers and a CDN: an unpublish takes effect there too.
  expect((await fetch(`${server.url}${files[3]}`)).headers.get("cache-control")).toBe("public, max-age=300");
  expect((await fetch(`${server.url}/watch/${id}`)).status).toBe(200);

  await publish(id, false);
  expect(await statuses(files)).toEqual(all(files, 404));
  // A percent-encoded path reaches the same file: it is refused the same way.
  expect((await fetch(`${server.url}${files[0].replace("/videos/", "/vid%65os/")}`)).status).toBe(404);
  expect((await fetch(`${server.url}/watch/${id}`)).status).toBe(404);

  await publish(id, true);
  expect(await statuses(files)).toEqual(all(files, 200));

  expect((await fetch(`${server.url}/api/admin/videos/${id}`, as("DELETE"))).status).toBe(200);
  expect(await statuses(files)).toEqual(all(files, 404));
}

describe("an unpublished video's files", () => {
  it("answer 404 on the file driver, and 200 again once republished", async () => {
    const server = await startBuiltServer();
    try {
      await scenario(server);
    } finally {
      await server.stop();
    }
  });

  it("answer 404 on the S3 driver, and 200 again once republished", async () => {
    s3 = await startS3();
    const server = await startBuiltServer(s3.env);
    try {
      await scenario(server);
    } finally {
      await server.stop();
    }
  });
});
