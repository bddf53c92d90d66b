import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeChange, encodeChange } from "../redis/content-changes";
import { cdnPurgeFor, httpCdnPurge, purgeAtTheCdn, PURGE_AGAIN_MS } from "./cdn-purge";

/** A local endpoint that records each purge call and answers with the next status (200 by default). */
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const statuses: number[] = [];
let server: http.Server;
let url = "";
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the CDN purge adapter", () => {
  it("asks Fastly's way: the tags in Surrogate-Key, the token in Fastly-Key", async () => {
    received.length = 0;
    await httpCdnPurge({ url, token: "secret", style: "fastly" }).purge(["gallery", "coloring:3"]);
    expect(received.map((r) => [r.headers["surrogate-key"], r.headers["fastly-key"]])).toEqual([
      ["gallery coloring:3", "secret"],
    ]);
  });

  it("asks Cloudflare's way, 30 tags a call, and tries a failed call once more", async () => {
    received.length = 0;
    statuses.push(500);
    const tags = Array.from({ length: 31 }, (_, i) => `coloring:${i}`);
    await httpCdnPurge({ url, token: "secret", style: "cloudflare" }).purge(tags);
    expect(received.map((r) => (JSON.parse(r.body) as { tags: string[] }).tags.length)).toEqual([30, 30, 1]);
    expect(received[0].headers.authorization).toBe("Bearer secret");
  });

  it("purges a change at once and again a second later, and nothing for a change no shared page shows", () => {
    vi.useFakeTimers();
    const calls: (readonly string[])[] = [];
    const cdn = { purge: async (tags: readonly string[]) => void calls.push(tags) };
    purgeAtTheCdn(cdn, ["gallery"]);
    purgeAtTheCdn(cdn, []);
    expect(calls).toEqual([["gallery"]]);
    vi.advanceTimersByTime(PURGE_AGAIN_MS);
    expect(calls).toEqual([["gallery"], ["gallery"]]);
    vi.useRealTimers();
  });

  it("is off without CDN_PURGE_URL", () => {
    expect(cdnPurgeFor({ cdnPurge: undefined })).toBeUndefined();
  });
});

describe("a change as Redis carries it", () => {
  it("keeps its tags, and reads anything else (an older instance's `changed`) as a change to every page", () => {
    expect(decodeChange(encodeChange(["gallery", "seo:%2Fapps"]))).toEqual(["gallery", "seo:%2Fapps"]);
    expect(decodeChange(encodeChange(null))).toBeNull();
    expect(decodeChange("changed")).toBeNull();
    expect(decodeChange('{"tags":[1]}')).toBeNull();
  });
});
