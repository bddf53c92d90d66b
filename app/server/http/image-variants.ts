import type { RequestHandler, Response } from "express";
import pLimit from "p-limit";
import sharp from "sharp";
import { VARIANT_FORMATS, VARIANT_WIDTHS, uploadVariantFolder, type VariantFormat } from "~/shared/image-variants";
import { logger } from "../logger";
import { MAX_UPLOAD_PIXELS } from "../images/decode-budget";
import { IMMUTABLE_CACHE_CONTROL } from "../storage/s3";
import { assertSafeKey, type Storage } from "../storage/storage";

const variantKey = (key: string, width: number, format: VariantFormat) =>
  `${uploadVariantFolder(key)}/${width}.${format}`;

/** Encodings waiting per instance before new ones are refused with 503 (each takes tens of milliseconds). */
const MAX_QUEUED = 32;
const CONTENT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };
const PATH = /^\/(\d{1,5})\/([a-z0-9][a-z0-9._-]*\.(?:png|jpe?g|webp))\.([a-z0-9]+)$/;

function encode(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MAX_UPLOAD_PIXELS }).resize({ width, withoutEnlargement: true });
  return (
    format === "avif" ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 76, effort: 4 })
  ).toBuffer();
}

function send(res: Response, body: Buffer, format: VariantFormat, cache: "hit" | "miss", head: boolean) {
  res.set({
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    "Content-Type": CONTENT_TYPES[format],
    "Content-Length": String(body.length),
    "X-Variant-Cache": cache,
  });
  if (head) res.end();
  else res.end(body);
}

const fail = (res: Response, status: number, error: string) =>
  void res.status(status).set("Cache-Control", "no-store").json({ error });

/**
 * GET /media/_v/<width>/<key>.<avif|webp>: an uploaded picture (`/media/<key>`) resized to one of the fixed widths
 * (never enlarged) and re-encoded, made on the first request and kept in the store beside the uploads, so every
 * instance and every later request reads it from there. The format is in the address (chosen by <picture> sources),
 * never taken from the Accept header, so a CDN or browser cache keeps exactly one answer per address; the answer is
 * immutable because the key is the picture's content hash. Widths outside the list are refused (no resize DoS), and
 * at most one encoding runs at a time per instance, with concurrent requests for the same variant sharing it.
 */
export function imageVariantRoute(files: Storage): RequestHandler {
  const encoding = pLimit(1);
  const inFlight = new Map<string, Promise<Buffer | null>>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = PATH.exec(req.path);
    if (!match) return fail(res, 404, "Not found");
    const width = Number(match[1]);
    const format = match[3] as VariantFormat;
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      return fail(res, 400, `The width must be one of ${VARIANT_WIDTHS.join(", ")}.`);
    }
    if (!(VARIANT_FORMATS as readonly string[]).includes(format))
      return fail(res, 400, "The format must be avif or webp.");
    let key: string;
    try {
      key = assertSafeKey(match[2]);
    } catch {
      return fail(res, 404, "Not found");
    }
    const head = req.method === "HEAD";
    const cacheKey = variantKey(key, width, format);
    void (async () => {
      const cached = await files.get(cacheKey);
      if (cached) return send(res, cached, format, "hit", head);
      let pending = inFlight.get(cacheKey);
      // A flood of distinct variants waits in a short queue; past it, the client is asked to come back.
      if (!pending && encoding.pendingCount >= MAX_QUEUED) {
        res.set("Retry-After", "5");
        return fail(res, 503, "The picture cannot be prepared right now.");
      }
      if (!pending) {
        pending = encoding(async () => {
          const source = await files.get(key);
          if (!source) return null;
          const body = await encode(source, width, format);
          await files.put(cacheKey, body, CONTENT_TYPES[format]);
          return body;
        }).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      const body = await pending;
      if (!body) return fail(res, 404, "Not found");
      send(res, body, format, "miss", head);
    })().catch((error: unknown) => {
      logger.error({ err: error, key, width, format }, "image variant failed");
      if (res.headersSent) return void res.destroy();
      // The store is down or stalled (its calls have deadlines, storage/s3.ts): the client may try again shortly.
      res.set("Retry-After", "5");
      fail(res, 503, "The picture cannot be prepared right now.");
    });
  };
}
