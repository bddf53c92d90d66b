import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { type RequestHandler } from "express";
import { S3ServiceException } from "@aws-sdk/client-s3";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import { logger } from "../logger";
import { IMMUTABLE_CACHE_CONTROL, type ObjectStorage } from "./s3";
import { assertSafeKey, isPrivateKey, type Storage } from "./storage";

const notFound = () => Object.assign(new Error("Not Found"), { status: 404 });

/**
 * Staff videos' files (`videos/<id>/…`) can be unpublished (issue 28): browsers and a CDN in front of the site keep
 * them five minutes, not a year, so an unpublished video stops playing everywhere within that time.
 */
export const VIDEO_MEDIA_CACHE_CONTROL = "public, max-age=300";
const isVideoMedia = (key: string) => /^\/?videos\//.test(key);

/**
 * GET /media/<key>: the uploaded files, with the same answer whichever driver stores them. Keys are content hashes or
 * fresh revisions, so every answer may be cached for a year (`immutable`), as express.static does for the folder.
 *
 * Why stream objects through the site and not redirect to signed or public bucket URLs: the stored URLs stay
 * `/media/<key>` for every driver (rows move between drivers unchanged, deleting by URL keeps working), the bucket
 * stays private on every provider (no public-bucket policy, no signed URL expiring inside a cached page), the CSP keeps
 * `img-src 'self'`, and with CDN_URL in front the CDN keeps each object for a year, so the site streams it about once.
 */
export function mediaRoute(files: Storage, folder: string): RequestHandler {
  const serve =
    files.kind === "file"
      ? express.static(folder, {
          immutable: true,
          maxAge: "1y",
          index: false,
          fallthrough: false,
          // Set before express.static's own Cache-Control, which then leaves it.
          setHeaders: (res, file) => {
            if (isVideoMedia(path.relative(folder, file).split(path.sep).join("/")))
              res.setHeader("Cache-Control", VIDEO_MEDIA_CACHE_CONTROL);
          },
        })
      : fromObjects(files as ObjectStorage);
  // Staff video originals (`private/…`) share the store but are never served, whatever the driver.
  return (req, res, next) => (isPrivateKey(req.path.replace(/^\//, "")) ? next(notFound()) : serve(req, res, next));
}

function fromObjects(objects: ObjectStorage): RequestHandler {
  return (req, res, next) => {
    let key: string;
    try {
      key = assertSafeKey(decodeURIComponent(req.path.replace(/^\//, "")));
    } catch {
      next(notFound());
      return;
    }
    const range =
      typeof req.headers.range === "string" && /^bytes=\d*-\d*$/.test(req.headers.range)
        ? req.headers.range
        : undefined;
    const ifNoneMatch = typeof req.headers["if-none-match"] === "string" ? req.headers["if-none-match"] : undefined;
    objects
      .open(key, { range, ifNoneMatch, head: req.method === "HEAD" })
      .then(async (found) => {
        if (!found) return next(notFound());
        res.set({
          "Cache-Control": isVideoMedia(key) ? VIDEO_MEDIA_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL,
          "Accept-Ranges": "bytes",
        });
        // Some S3-compatible servers ignore If-None-Match on GET: compare the ETag here too.
        if (found === "notModified" || (ifNoneMatch && found.etag === ifNoneMatch)) {
          if (found !== "notModified") found.body?.destroy();
          return void res.status(304).end();
        }
        res.set({ "Content-Type": found.contentType, "Content-Length": String(found.contentLength) });
        if (found.etag) res.set("ETag", found.etag);
        if (found.lastModified) res.set("Last-Modified", found.lastModified.toUTCString());
        if (found.contentRange) res.status(206).set("Content-Range", found.contentRange);
        if (!found.body) return void res.end();
        await pipeline(found.body, res);
      })
      .catch((error: unknown) => {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 416) return next(Object.assign(new Error("Range Not Satisfiable"), { status: 416 }));
        if (res.headersSent) return void res.destroy();
        logger.error({ err: error, key }, "object storage read failed");
        // The store is down or stalled (its calls have deadlines, s3.ts): the client may try again shortly.
        res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        next(Object.assign(new Error("Service Unavailable"), { status: 503 }));
      });
  };
}
