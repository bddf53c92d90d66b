import fs from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import sharp from "sharp";
import { logger } from "../../logger";

/**
 * YouTube thumbnails served from the site (issue 28): the watch page, the list and the home slider show
 * `/media/yt/<id>.webp`, which the server fetches from YouTube's image host itself, re-encodes and keeps, so a visitor's
 * browser never contacts Google before a tap (DESIGN §4.3). Videos whose picture cannot be fetched show the site's art.
 */

/** YouTube video ids: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const THUMBNAIL_PREFIX = "/media/yt";
export const youtubeThumbnailPath = (id: string) => `${THUMBNAIL_PREFIX}/${id}.webp`;

/** hqdefault is 480×360 with black bars around a 16:9 picture: cropped to the picture itself. */
export const THUMBNAIL_SIZE = { width: 480, height: 270 } as const;
/** Deadline of one thumbnail download from YouTube (issue 29); past it the site's own art answers. */
const UPSTREAM_TIMEOUT_MS = 4_000;
/** A thumbnail is about 20–40 KB; anything far larger is not one. */
const MAX_UPSTREAM_BYTES = 2 * 1024 * 1024;
/** How long a fetched thumbnail is kept here, and how long a failure waits before upstream is asked again. */
const KEEP_MS = 24 * 60 * 60_000;
const RETRY_FAILED_MS = 5 * 60_000;
/** Encodings waiting per instance before new ones are refused (a flood of distinct ids). */
const MAX_QUEUED = 32;

export class ThumbnailBusy extends Error {}

export interface Thumbnail {
  body: Buffer;
  /** True when this is the site's own art because YouTube's picture could not be fetched. */
  fallback: boolean;
}

export interface ThumbnailOptions {
  /** https://i.ytimg.com, or a local stand-in in tests (YOUTUBE_THUMB_URL). */
  origin: string;
  /** The site's own picture shown instead (a PNG or JPEG in public/). */
  fallbackFile: string;
  timeoutMs?: number;
}

function encode(source: Buffer): Promise<Buffer> {
  return sharp(source, { limitInputPixels: 4_000_000 })
    .resize({ ...THUMBNAIL_SIZE, fit: "cover" })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`status ${response.status}`);
  if (!/^image\//i.test(response.headers.get("content-type") ?? "")) throw new Error("not an image");
  if (Number(response.headers.get("content-length") ?? 0) > MAX_UPSTREAM_BYTES) throw new Error("too large");
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_UPSTREAM_BYTES) throw new Error("too large");
  return body;
}

export interface Thumbnails {
  /** The thumbnail of a valid id (check YOUTUBE_ID first); throws ThumbnailBusy when too many wait, another error when even the site's art fails. */
  get(id: string): Promise<Thumbnail>;
}

export function youtubeThumbnails(options: ThumbnailOptions): Thumbnails {
  const kept = new LRUCache<string, Thumbnail>({
    max: 2_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (t) => t.body.length + 64,
    ttl: KEEP_MS,
  });
  const inFlight = new Map<string, Promise<Thumbnail>>();
  const encoding = pLimit(1);
  let fallback: Promise<Buffer> | undefined;

  const fallbackArt = () => {
    fallback ??= fs.readFile(options.fallbackFile).then(encode);
    fallback.catch(() => (fallback = undefined));
    return fallback;
  };

  async function load(id: string): Promise<Thumbnail> {
    try {
      const source = await download(
        `${options.origin}/vi/${id}/hqdefault.jpg`,
        options.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
      );
      const thumbnail = { body: await encoding(() => encode(source)), fallback: false };
      kept.set(id, thumbnail);
      return thumbnail;
    } catch (error) {
      logger.warn({ id, err: (error as Error).message }, "YouTube thumbnail unavailable: the site's art stands in");
      const thumbnail = { body: await fallbackArt(), fallback: true };
      kept.set(id, thumbnail, { ttl: RETRY_FAILED_MS });
      return thumbnail;
    }
  }

  return {
    get(id) {
      const found = kept.get(id);
      if (found) return Promise.resolve(found);
      let pending = inFlight.get(id);
      if (!pending) {
        if (encoding.pendingCount >= MAX_QUEUED)
          return Promise.reject(new ThumbnailBusy("too many thumbnails waiting"));
        pending = load(id).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}

/** The site's picture that stands in for a thumbnail: public/ in a checkout, build/client/ where only the build is. */
export async function fallbackArtFile(): Promise<string> {
  const candidates = ["public/art/og-default.png", "build/client/art/og-default.png"].map((file) => path.resolve(file));
  for (const file of candidates) {
    if (
      await fs.access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return candidates[0];
}
