import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { coloringForm, devSignIn, killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 17: kill -9 while an upload streams in, and again while it is being processed; after a restart no file and no
 * row of it may remain. Also checks the startup sweep of temporary files a killed writer leaves.
 */

const dataDir = tempDir("kill");
const mediaDir = path.join(dataDir, "media");
afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends a multipart upload in 64 KB pieces, `pauseMs` apart; calls `onProgress` with the fraction sent. */
async function slowUpload(
  server: Instance,
  cookie: string,
  png: Buffer,
  pauseMs: number,
  onProgress: (fraction: number) => void,
) {
  const request = new Request("http://x/", { method: "POST", body: coloringForm(png) });
  const body = Buffer.from(await request.arrayBuffer());
  const { port } = new URL(server.url);
  const req = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/upload/coloring",
    headers: {
      cookie,
      Origin: server.url,
      "Content-Type": request.headers.get("content-type")!,
      "Content-Length": body.length,
    },
  });
  const ended = new Promise<string>((resolve) => {
    req.on("response", (res) => resolve(`status ${res.statusCode}`));
    req.on("error", (error) => resolve(`error ${error.message}`));
  });
  for (let offset = 0; offset < body.length; offset += 64 * 1024) {
    if (req.destroyed) break;
    req.write(body.subarray(offset, offset + 64 * 1024));
    onProgress(Math.min(1, (offset + 64 * 1024) / body.length));
    await sleep(pauseMs);
  }
  req.end();
  return ended;
}

const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);

describe("kill -9 during an upload", () => {
  it("leaves no orphan file and no row, and the next start sweeps stale temporary files", async () => {
    const first = await startInstance({ DATA_DIR: dataDir });
    await waitReady(first);
    const cookie = await devSignIn(first.url, "kill-kid");
    const filesBefore = mediaFiles();
    const galleryBefore = (await (await fetch(`${first.url}/api/colorings?page=0`)).json()) as {
      totalColorings: number;
    };
    const noise = await sharp(crypto.randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(3_000_000);

    // 1. Killed half-way through the body.
    let killed = false;
    const halfWay = await slowUpload(first, cookie, noise, 20, (fraction) => {
      if (fraction >= 0.5 && !killed) {
        killed = true;
        first.child.kill("SIGKILL");
      }
    });
    expect(halfWay).toMatch(/^error/);
    await first.exited;

    // 2. Killed right after the last byte, while the picture is being decoded and stored.
    const second = await startInstance({ DATA_DIR: dataDir });
    await waitReady(second);
    const cookie2 = await devSignIn(second.url, "kill-kid");
    const whileProcessing = slowUpload(second, cookie2, noise, 0, () => {});
    await sleep(150);
    second.child.kill("SIGKILL");
    await whileProcessing;
    await second.exited;

    // A writer killed mid-rename leaves a temporary file; plant an old one and a fresh one (another instance's).
    fs.mkdirSync(mediaDir, { recursive: true });
    const stale = path.join(mediaDir, "0123456789abcdef0123456789abcdef.png.00ff00ff00ff00ff00ff00ff.tmp");
    const fresh = path.join(mediaDir, "fedcba9876543210fedcba9876543210.png.11ee11ee11ee11ee11ee11ee.tmp");
    fs.writeFileSync(stale, "half a picture");
    fs.writeFileSync(fresh, "being written right now");
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(stale, anHourAgo, anHourAgo);

    const third = await startInstance({ DATA_DIR: dataDir });
    await waitReady(third);
    await sleep(500);
    const galleryAfter = (await (await fetch(`${third.url}/api/colorings?page=0`)).json()) as {
      totalColorings: number;
    };
    // The second upload may have been stored before the kill landed: then its row and both its files exist. Either way
    // no file is without a row and no row without its files.
    const stored = galleryAfter.totalColorings - galleryBefore.totalColorings;
    expect([0, 1]).toContain(stored);
    const leftovers = mediaFiles().filter((f) => !filesBefore.includes(f));
    // The fresh temporary file stays for its writer; the stale one is gone.
    expect(leftovers.filter((f) => f.endsWith(".tmp"))).toEqual([path.basename(fresh)]);
    const pictures = leftovers.filter((f) => !f.endsWith(".tmp"));
    expect(pictures.length).toBe(2 * stored);
    console.log(JSON.stringify({ storedBeforeKill: stored, newFiles: pictures }));
    expect(third.alive()).toBe(true);
  });
});
