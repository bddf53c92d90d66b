import type { RequestHandler, Response } from "express";
import { config } from "../config";
import { logger } from "../logger";
import {
  fallbackArtFile,
  ThumbnailBusy,
  youtubeThumbnails,
  YOUTUBE_ID,
  type Thumbnails,
} from "../services/videos/thumbnails";

/** A day in browsers and at a CDN, a week more while it revalidates: YouTube thumbnails rarely change. */
const THUMBNAIL_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
/** The site's art standing in for a thumbnail YouTube did not give: asked again soon. */
const FALLBACK_CACHE_CONTROL = "public, max-age=300";

const fail = (res: Response, status: number, error: string) =>
  void res.status(status).set("Cache-Control", "no-store").json({ error });

/**
 * GET /media/yt/<videoId>.webp: a YouTube video's thumbnail, fetched by the server (never by the visitor's browser),
 * re-encoded to a 480×270 WebP and kept in memory. With YouTube unreachable or without that picture, the site's own
 * art answers instead (never a redirect to Google); without a YouTube key there are no YouTube videos to show (404).
 */
export function youtubeThumbnailRoute(): RequestHandler {
  let current: { origin: string; thumbnails: Thumbnails } | undefined;
  const thumbnailsFor = async (origin: string) => {
    if (current?.origin !== origin)
      current = { origin, thumbnails: youtubeThumbnails({ origin, fallbackFile: await fallbackArtFile() }) };
    return current.thumbnails;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = /^\/([^/]+)\.webp$/.exec(req.path);
    if (!match || !YOUTUBE_ID.test(match[1])) return fail(res, 404, "Not found");
    const { apiKey, thumbUrl } = config().youtube;
    if (!apiKey) return fail(res, 404, "Not found");
    const id = match[1];
    thumbnailsFor(thumbUrl)
      .then((thumbnails) => thumbnails.get(id))
      .then((thumbnail) => {
        res.set({
          "Cache-Control": thumbnail.fallback ? FALLBACK_CACHE_CONTROL : THUMBNAIL_CACHE_CONTROL,
          "Content-Type": "image/webp",
          "Content-Length": String(thumbnail.body.length),
          "X-Thumbnail": thumbnail.fallback ? "fallback" : "youtube",
        });
        res.end(req.method === "HEAD" ? undefined : thumbnail.body);
      })
      .catch((error: unknown) => {
        if (error instanceof ThumbnailBusy) {
          res.set("Retry-After", "5");
          return fail(res, 503, "The picture cannot be prepared right now.");
        }
        logger.error({ err: error, id }, "YouTube thumbnail and its stand-in failed");
        fail(res, 502, "The picture cannot be shown right now.");
      });
  };
}
