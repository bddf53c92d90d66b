import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSignIn, killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 29, item 1: no request can kill an instance. A staff upload whose connection closed in the middle of the body
 * ended the whole server with an unhandled rejection (`Error: aborted`), 4 of 4 cuts. Here every upload route, as
 * multipart and as a raw body, is cut half-way; one more of each kind stalls half-way and is answered 408 once the body
 * has been silent for BODY_IDLE_SECONDS. Afterwards the instance still answers, nothing was stored and no scratch file
 * is left.
 */

const IDLE_SECONDS = 2;
const dataDir = tempDir("cut");
let server: Instance;
let staff: string;
let kid: string;

beforeAll(async () => {
  server = await startInstance({
    DATA_DIR: dataDir,
    ADMIN_IDENTITIES: "dev:cut-admin",
    BODY_IDLE_SECONDS: String(IDLE_SECONDS),
  });
  await waitReady(server);
  staff = await devSignIn(server.url, "cut-admin");
  kid = await devSignIn(server.url, "cut-kid");
});

afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Upload {
  name: string;
  path: string;
  cookie: () => string;
  body: () => Promise<{ type: string; bytes: Buffer }>;
}

/** 3 MB of bytes: enough that half a body is well inside the server's reading when the client goes. */
const payload = Buffer.alloc(3 * 1024 * 1024, 0x5a);

async function multipart(fields: Record<string, string>, fileField: string, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, new Blob([new Uint8Array(payload)]), fileName);
  const request = new Request("http://x/", { method: "POST", body: form });
  return { type: request.headers.get("content-type")!, bytes: Buffer.from(await request.arrayBuffer()) };
}

const raw = (type: string) => async () => ({ type, bytes: payload });

const uploads: Upload[] = [
  {
    name: "coloring multipart",
    path: "/api/upload/coloring",
    cookie: () => kid,
    body: () => multipart({}, "coloring", "c.png"),
  },
  { name: "coloring raw", path: "/api/upload/coloring", cookie: () => kid, body: raw("image/png") },
  {
    name: "media multipart",
    path: "/api/upload/media",
    cookie: () => staff,
    body: () => multipart({ type: "wallpaper" }, "file", "w.png"),
  },
  { name: "media raw", path: "/api/upload/media", cookie: () => staff, body: raw("image/png") },
  {
    name: "video multipart",
    path: "/api/upload/video",
    cookie: () => staff,
    body: () => multipart({ meta: "{}" }, "file", "v.mp4"),
  },
  { name: "video raw", path: "/api/upload/video", cookie: () => staff, body: raw("video/mp4") },
];

/**
 * Sends the first half of the body, then either destroys the connection (`cut`) or goes silent (`stall`). Resolves
 * with what the client saw: the server's answer, or the connection's end.
 */
async function halfUpload(
  upload: Upload,
  mode: "cut" | "stall",
): Promise<{ status?: number; body?: string; error?: string }> {
  const { type, bytes } = await upload.body();
  const req = http.request({
    host: "127.0.0.1",
    port: server.port,
    method: "POST",
    path: upload.path,
    agent: false,
    headers: { cookie: upload.cookie(), Origin: server.url, "Content-Type": type, "Content-Length": bytes.length },
  });
  const answered = new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", (error) => resolve({ status: res.statusCode, error: error.message }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
  });
  const half = bytes.length / 2;
  for (let offset = 0; offset < half; offset += 64 * 1024) {
    if (req.destroyed) break;
    req.write(bytes.subarray(offset, Math.min(half, offset + 64 * 1024)));
    await sleep(5);
  }
  if (mode === "stall") return answered;
  // Long enough for the server to be reading the body (and writing the video's scratch file) when the client goes.
  await sleep(300);
  req.destroy();
  return Promise.race([answered, sleep(1000).then(() => ({ error: "cut by the client" }))]);
}

/** Every file under DATA_DIR but the database: pictures, thumbnails, a video's scratch and originals. */
function storedFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(dataDir, "db")) walk(full);
      } else found.push(path.relative(dataDir, full));
    }
  };
  walk(dataDir);
  return found.filter((file) => file !== "session-secret").sort();
}

async function counts() {
  const get = async (url: string, cookie: string) =>
    (await fetch(`${server.url}${url}`, { headers: { cookie } })).json();
  const media = (await get("/api/admin/media?page=0&rowsPerPage=10", staff)) as { totalMedia: number };
  const videos = (await get("/api/admin/videos?page=0&rowsPerPage=10", staff)) as {
    totalVideos: number;
    uploadsAvailable: boolean;
  };
  return { media: media.totalMedia, videos: videos.totalVideos, uploadsAvailable: videos.uploadsAvailable };
}

async function stillServing() {
  expect(server.alive(), server.output().slice(-4000)).toBe(true);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const page = await fetch(`${server.url}/play`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("</html>");
}

describe("uploads cut or stalled half-way", () => {
  it("keeps the instance serving, stores nothing and leaves no scratch file", async () => {
    const before = await counts();
    expect(before.uploadsAvailable, "these cuts need ffmpeg on the machine, as video uploads do").toBe(true);
    const filesBefore = storedFiles();

    const cuts: Record<string, unknown> = {};
    for (const upload of uploads) {
      cuts[upload.name] = await halfUpload(upload, "cut");
      await sleep(200);
      await stillServing();
    }

    // Stalled: no answer while the body may still come, then 408 {error} once it has been silent for the deadline.
    const stalledAt = Date.now();
    const stalls = await Promise.all(
      uploads.filter((u) => u.name.endsWith("multipart")).map((u) => halfUpload(u, "stall")),
    );
    const stallSeconds = (Date.now() - stalledAt) / 1000;
    console.log(JSON.stringify({ cuts, stalls, stallSeconds }));
    for (const stall of stalls) {
      expect(stall.status).toBe(408);
      expect(JSON.parse(stall.body ?? "{}")).toEqual({ error: expect.any(String) });
    }
    expect(stallSeconds).toBeGreaterThanOrEqual(IDLE_SECONDS);
    expect(stallSeconds).toBeLessThan(IDLE_SECONDS + 10);

    await sleep(500);
    await stillServing();
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
    expect(server.output()).not.toMatch(/unhandled promise rejection/);
  });
});
