import fs from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../config";
import { assertSafeKey, type Storage } from "./storage";

export type S3Settings = NonNullable<Config["storage"]>;

/** Keys are named by content hash or by a fresh revision, so an object never changes: caches may keep it a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** One object read for an answer: its bytes as a stream and what the answer's headers need. */
export interface StoredObject {
  body: Readable | null;
  contentType: string;
  contentLength: number;
  etag?: string;
  lastModified?: Date;
  /** `bytes a-b/total` when a range was asked for and served. */
  contentRange?: string;
}

export interface ObjectStorage extends Storage {
  readonly kind: "s3";
  /**
   * Reads an object for an HTTP answer (GET /media/…). Null when it does not exist; `notModified` when `ifNoneMatch`
   * matches its ETag. `head` asks for the headers alone.
   */
  open(
    key: string,
    request: { range?: string; ifNoneMatch?: string; head?: boolean },
  ): Promise<StoredObject | "notModified" | null>;
}

/** Part size of a streamed upload: memory holds a few parts, whatever the file's size (+50 MB RSS for 200 MB, measured). */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const missing = (error: unknown) =>
  status(error) === 404 || (error instanceof Error && /^(NoSuchKey|NotFound)$/.test(error.name));

/**
 * Deadlines of every call to the bucket (issue 29: with the S3 server paused, /media got no answer for 150 s: the
 * SDK's requestTimeout only logs a warning unless told to throw, and each of 3 attempts waited 30 s).
 * - CONNECT: a TCP connection (and TLS) to the store.
 * - INACTIVITY: a connection that moves no byte this long is cut, mid-answer included (a /media stream, a download).
 * - REQUEST: from sending a request to the answer's headers, per attempt.
 * - CALL: the whole call on the request path, retries included; past it the call fails as unavailable (503).
 * Transfers of whole files (videos: putFile, download) have no total deadline, only CONNECT and INACTIVITY.
 */
export const S3_DEADLINES = { connectMs: 1_500, inactivityMs: 5_000, requestMs: 4_000, callMs: 4_500 } as const;

export function s3Client(settings: S3Settings, transfer = false): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestHandler: {
      connectionTimeout: S3_DEADLINES.connectMs,
      socketTimeout: S3_DEADLINES.inactivityMs,
      ...(transfer ? {} : { requestTimeout: S3_DEADLINES.requestMs, throwOnRequestTimeout: true }),
    },
    maxAttempts: 3,
  });
}

/** The error of a call that outlived its deadline: ETIMEDOUT, which the error answers treat as an outage (503, Retry-After). */
export class StorageTimeout extends Error {
  readonly code = "ETIMEDOUT";
  constructor(what: string, ms: number, options?: ErrorOptions) {
    super(`object storage did not answer ${what} within ${ms} ms`, options);
  }
}

/**
 * Runs one call (a `send`, retries included) with a deadline. The deadline ends when the answer's headers arrive: a
 * body streamed afterwards (GET /media) is guarded by the inactivity timeout instead, never cut for being long.
 */
export async function withDeadline<T>(
  what: string,
  call: (options: { abortSignal: AbortSignal }) => Promise<T>,
  ms: number = S3_DEADLINES.callMs,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), ms);
  try {
    return await call({ abortSignal: deadline.signal });
  } catch (error) {
    if (deadline.signal.aborted || (error instanceof Error && error.name === "TimeoutError"))
      throw new StorageTimeout(what, ms, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The S3-compatible driver (AWS S3, MinIO, Cloudflare R2, Ceph RGW) through the official SDK v3. Objects are private:
 * the site streams them at /media/<key> (see media-route.ts), so stored URLs stay `/media/…` whatever the driver.
 */
export function s3Storage(
  settings: S3Settings,
  client: S3Client = s3Client(settings),
  transfers: S3Client = s3Client(settings, true),
): ObjectStorage {
  const Bucket = settings.bucket;
  const full = (key: string) => `${settings.prefix}${assertSafeKey(key)}`;

  /** Every key under `prefix` (already full), page by page. */
  async function* keysUnder(prefix: string, delimiter?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await withDeadline("ListObjectsV2", (o) =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }), o),
      );
      const objects = (page.Contents ?? []).map((o) => ({
        key: o.Key ?? "",
        modified: o.LastModified?.getTime() ?? 0,
      }));
      yield {
        objects,
        keys: objects.map((o) => o.key),
        folders: (page.CommonPrefixes ?? []).map((p) => p.Prefix ?? ""),
      };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: "s3",
    async put(key, body, contentType) {
      // A PUT is atomic in S3: a reader sees the old object or the whole new one, never half of it.
      await withDeadline("PutObject", (o) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: full(key),
            Body: body,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
          o,
        ),
      );
    },
    async putFile(key, file, contentType) {
      // lib-storage reads the file part by part (a multipart upload above one part, aborted on failure), so a video
      // of hundreds of MB never sits in memory and no half-written object is left.
      const upload = new Upload({
        client: transfers,
        params: {
          Bucket,
          Key: full(key),
          Body: fs.createReadStream(file),
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        },
        partSize: UPLOAD_PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const answer = await withDeadline("GetObject", (o) =>
          client.send(new GetObjectCommand({ Bucket, Key: full(key) }), o),
        );
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async download(key, file) {
      let answer;
      try {
        answer = await transfers.send(new GetObjectCommand({ Bucket, Key: full(key) }));
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
      try {
        await pipeline(answer.Body as Readable, fs.createWriteStream(file));
      } catch (error) {
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      return true;
    },
    async exists(key) {
      try {
        await withDeadline("HeadObject", (o) => client.send(new HeadObjectCommand({ Bucket, Key: full(key) }), o));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist, like the filesystem driver's `rm --force`.
      await withDeadline("DeleteObject", (o) => client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }), o));
    },
    async move(from, to) {
      // S3 has no rename: a server-side copy (atomic for readers of `to`; type and caching kept), then the delete.
      try {
        await withDeadline("CopyObject", (o) =>
          client.send(
            new CopyObjectCommand({ Bucket, Key: full(to), CopySource: encodeURI(`${Bucket}/${full(from)}`) }),
            o,
          ),
        );
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      await withDeadline("DeleteObject", (o) => client.send(new DeleteObjectCommand({ Bucket, Key: full(from) }), o));
    },
    async deletePrefix(prefix) {
      for await (const { keys } of keysUnder(`${full(prefix)}/`)) {
        if (!keys.length) continue;
        const answer = await withDeadline("DeleteObjects", (o) =>
          client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
            o,
          ),
        );
        if (answer.Errors?.length) throw new Error(`could not delete ${answer.Errors.length} objects under ${prefix}/`);
      }
    },
    async list(prefix, options = {}) {
      const start = prefix ? `${full(prefix)}/` : settings.prefix;
      const cutoff = options.olderThanMs === undefined ? undefined : Date.now() - options.olderThanMs;
      const names: string[] = [];
      for await (const { objects, folders } of keysUnder(start, "/")) {
        names.push(
          ...objects.filter((o) => cutoff === undefined || o.modified < cutoff).map((o) => o.key.slice(start.length)),
        );
        if (cutoff === undefined) names.push(...folders.map((f) => f.slice(start.length, -1)));
      }
      return names.filter(Boolean);
    },
    url: (key) => `/media/${key}`,
    async check() {
      await withDeadline("HeadBucket", (o) => client.send(new HeadBucketCommand({ Bucket }), o), 3_000);
    },
    async open(key, request) {
      try {
        if (request.head) {
          const head = await withDeadline("HeadObject", (o) =>
            client.send(new HeadObjectCommand({ Bucket, Key: full(key), IfNoneMatch: request.ifNoneMatch }), o),
          );
          return {
            body: null,
            contentType: head.ContentType ?? "application/octet-stream",
            contentLength: head.ContentLength ?? 0,
            etag: head.ETag,
            lastModified: head.LastModified,
          };
        }
        const answer = await withDeadline("GetObject", (o) =>
          client.send(
            new GetObjectCommand({ Bucket, Key: full(key), Range: request.range, IfNoneMatch: request.ifNoneMatch }),
            o,
          ),
        );
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? "application/octet-stream",
          contentLength: answer.ContentLength ?? 0,
          etag: answer.ETag,
          lastModified: answer.LastModified,
          contentRange: answer.ContentRange,
        };
      } catch (error) {
        if (status(error) === 304) return "notModified";
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
