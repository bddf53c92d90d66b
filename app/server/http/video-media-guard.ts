import path from "node:path";
import type { RequestHandler } from "express";
import { logger } from "../logger";
import { videoServable } from "../services/video-library/visibility";

const notFound = () => Object.assign(new Error("Not Found"), { status: 404 });

/** The video id a path below the mount names, decoded and normalised as the file servers will read it; null for none. */
export function videoIdOfPath(requestPath: string, pattern: RegExp): string | null | "unreadable" {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return "unreadable";
  }
  const normal = path.posix.normalize(`/${decoded.replace(/\\/g, "/")}`).toLowerCase();
  return pattern.exec(normal)?.[1] ?? null;
}

/** Below /media: staff uploads' renditions and posters (`videos/<id>/<revision>/…`). */
export const UPLOADED_VIDEO_PATH = /^\/videos\/([^/]+)(?:\/|$)/;
/** Below /video: the catalog's rendered episodes (`<id>/master.m3u8`, segments, captions, poster); `loops/` has no row. */
export const CATALOG_VIDEO_PATH = /^\/([^/]+)\/./;

/**
 * Issue 28: an unpublished or deleted video's playlists, segments, captions and poster answer 404, whichever driver
 * stores them, checked against its row on every request (cached for seconds, forgotten on any change). Chosen over
 * moving the files out of the public prefix on unpublish: nothing is copied (an S3 "move" is a copy and a delete of
 * every segment, which can half fail), republishing is instant, and the rule is the watch list's own.
 */
export function videoMediaGuard(pattern: RegExp, missing: "hidden" | "servable"): RequestHandler {
  return (req, _res, next) => {
    const id = videoIdOfPath(req.path, pattern);
    if (id === "unreadable") return next(notFound());
    if (id === null) return next();
    videoServable(id, missing).then(
      (servable) => next(servable ? undefined : notFound()),
      (err: unknown) => {
        logger.error({ err, id }, "video visibility lookup failed");
        next(Object.assign(new Error("Service Unavailable"), { status: 503 }));
      },
    );
  };
}
