import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeYouTube, type FakeYouTube } from "../../../../tests/helpers/fake-youtube";
import { THUMBNAIL_SIZE, YOUTUBE_ID, youtubeThumbnails } from "./thumbnails";

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.thumbMode = "ok";
  fake.requests.length = 0;
});

const FALLBACK = "public/art/og-default.png";
const thumbnailRequests = () => fake.requests.filter((r) => r.resource.startsWith("vi/")).map((r) => r.resource);

/** The fake's thumbnail is orange; the site's art is not: tell them apart by colour. */
async function centreColour(body: Buffer) {
  const { data } = await sharp(body)
    .extract({ left: 240, top: 135, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

describe("YouTube thumbnails served from the site", () => {
  it("accepts only YouTube's 11-character ids", () => {
    expect(["kidsVideo01", "a-b_c-D_e-1"].every((id) => YOUTUBE_ID.test(id))).toBe(true);
    expect(
      ["kidsVideo0", "kidsVideo012", "../etc/pass", "kids.ideo01", "kidsVideo0%"].some((id) => YOUTUBE_ID.test(id)),
    ).toBe(false);
  });

  it("fetches hqdefault once, crops its black bars and re-encodes it as a 480×270 WebP", async () => {
    const thumbnails = youtubeThumbnails({ origin: fake.thumbUrl, fallbackFile: FALLBACK });
    const first = await thumbnails.get("kidsVideo01");
    expect(first.fallback).toBe(false);
    const meta = await sharp(first.body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      ...THUMBNAIL_SIZE,
    });
    // The top edge is the picture, not a black bar.
    const { data } = await sharp(first.body)
      .extract({ left: 240, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    await Promise.all([thumbnails.get("kidsVideo01"), thumbnails.get("kidsVideo01")]);
    expect(thumbnailRequests()).toEqual(["vi/kidsVideo01/hqdefault.jpg"]);
  });

  it("answers the site's own art when YouTube fails, and asks again only later", async () => {
    fake.thumbMode = "down";
    const thumbnails = youtubeThumbnails({ origin: fake.thumbUrl, fallbackFile: FALLBACK });
    const answer = await thumbnails.get("kidsVideo02");
    expect(answer.fallback).toBe(true);
    expect((await sharp(answer.body).metadata()).format).toBe("webp");
    const [r, g, b] = await centreColour(answer.body);
    expect(Math.abs(r - 240) + Math.abs(g - 120) + Math.abs(b - 20)).toBeGreaterThan(60);
    await thumbnails.get("kidsVideo02");
    expect(thumbnailRequests()).toEqual(["vi/kidsVideo02/hqdefault.jpg"]);
  });

  it("gives up on a host that does not answer within the deadline", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const thumbnails = youtubeThumbnails({
        origin: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        fallbackFile: FALLBACK,
        timeoutMs: 300,
      });
      const started = Date.now();
      expect((await thumbnails.get("kidsVideo01")).fallback).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("refuses what is not a picture, and a redirect elsewhere", async () => {
    const odd = http.createServer((req, res) => {
      if (req.url?.includes("htmlVideo01"))
        return void res.writeHead(200, { "Content-Type": "text/html" }).end("<p>hello</p>");
      res.writeHead(302, { Location: `${fake.thumbUrl}/vi/kidsVideo01/hqdefault.jpg` }).end();
    });
    await new Promise<void>((resolve) => odd.listen(0, "127.0.0.1", resolve));
    try {
      const thumbnails = youtubeThumbnails({
        origin: `http://127.0.0.1:${(odd.address() as AddressInfo).port}`,
        fallbackFile: FALLBACK,
      });
      expect((await thumbnails.get("htmlVideo01")).fallback).toBe(true);
      expect((await thumbnails.get("kidsVideo01")).fallback).toBe(true);
      expect(thumbnailRequests()).toEqual([]);
    } finally {
      odd.close();
    }
  });
});
