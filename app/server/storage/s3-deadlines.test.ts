import http from "node:http";
import net from "node:net";
import type { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db/unavailable";
import { S3_DEADLINES, s3Storage, StorageTimeout } from "./s3";

// Issue 29: with the S3 server paused, /media got no answer for 150 s. Against a bucket that accepts connections and
// never answers, or answers and stops half-way through a body, every call now ends within its deadline.

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A server that accepts TCP connections and never sends a byte. */
async function blackHole(): Promise<string> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => void sockets.add(socket.on("error", () => {})));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => (sockets.forEach((s) => s.destroy()), server.close()));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/** An S3 stand-in that answers GET with headers for 1 MB and sends 64 KB of it, then nothing. */
async function stopsMidBody(): Promise<string> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(1024 * 1024), ETag: '"x"' });
    res.write(Buffer.alloc(64 * 1024));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => (server.closeAllConnections(), server.close()));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

const bucketAt = (endpoint: string) =>
  s3Storage({
    bucket: "stalled",
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    prefix: "",
    credentials: { accessKeyId: "k", secretAccessKey: "s" },
  });

describe("S3 calls against a stalled bucket", () => {
  it("fail within the call deadline (retries included), as an outage the error answers turn into 503", async () => {
    const objects = bucketAt(await blackHole());
    for (const call of [
      () => objects.open("a.png", {}),
      () => objects.put("a.png", Buffer.from("x"), "image/png"),
      () => objects.exists("a.png"),
    ]) {
      const started = Date.now();
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      const took = Date.now() - started;
      expect(error).toBeInstanceOf(StorageTimeout);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(took).toBeGreaterThanOrEqual(S3_DEADLINES.callMs - 100);
      expect(took).toBeLessThan(S3_DEADLINES.callMs + 1_000);
    }
  }, 20_000);

  it("cut a body that stops arriving after the inactivity timeout, not later", async () => {
    const objects = bucketAt(await stopsMidBody());
    const found = await objects.open("a.png", {});
    if (!found || found === "notModified") throw new Error("expected an object");
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const body = found.body as Readable;
      body.on("data", () => {});
      body.once("end", () => resolve("end"));
      body.once("error", () => resolve("error"));
      body.once("close", () => resolve("closed"));
    });
    expect(outcome).not.toBe("end");
    expect(Date.now() - started).toBeLessThan(S3_DEADLINES.inactivityMs + 1_500);
  }, 20_000);
});
