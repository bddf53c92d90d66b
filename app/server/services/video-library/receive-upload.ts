import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { VIDEO_MAX_BYTES, VIDEO_META_FIELD, VIDEO_UPLOAD_FIELD } from "~/shared/api/admin/videos";
import { HttpError } from "../../http/api";
import { newIncomingPath } from "./files";

/** Room for the multipart envelope and the metadata field around a file at the size limit. */
const ENVELOPE_BYTES = 256 * 1024;
const tooLarge = () => new HttpError(413, `The video is larger than ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`);
const cutOff = () =>
  new HttpError(400, "The upload was cut off or is not valid multipart/form-data. Please try again.");

export interface ReceivedUpload {
  /** The file on disk (the caller moves or removes it). */
  file: string;
  bytes: number;
  meta: string | undefined;
}

/**
 * Streams a multipart body's one file to a temporary file on disk (never held in memory) and collects the metadata
 * field. A declared Content-Length over the limit is refused before reading; a file that streams past the limit is
 * cut off and removed. On any failure nothing is left on disk.
 */
export async function receiveVideoUpload(request: Request): Promise<ReceivedUpload> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > VIDEO_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new HttpError(400, "Send the video as multipart/form-data.");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 4, fieldSize: 64 * 1024, fileSize: VIDEO_MAX_BYTES },
    });
  } catch {
    throw new HttpError(400, "Send the video as multipart/form-data.");
  }
  const target = await newIncomingPath();
  let meta: string | undefined;
  let bytes = 0;
  let sawFile = false;
  let truncated = false;
  const writes: Promise<void>[] = [];
  parser.on("field", (name, value) => {
    if (name === VIDEO_META_FIELD) meta = value;
  });
  parser.on("file", (name, stream) => {
    if (name !== VIDEO_UPLOAD_FIELD || sawFile) {
      stream.resume();
      return;
    }
    sawFile = true;
    stream.on("data", (chunk: Buffer) => void (bytes += chunk.length));
    stream.on("limit", () => void (truncated = true));
    const write = pipeline(stream, fs.createWriteStream(target));
    // Handled at once: when the body is cut, the file's pipeline fails before (or while) the one below is awaited, and
    // a rejection nobody was listening to yet ended the whole process (issue 29: 4 of 4 cut uploads).
    write.catch(() => {});
    writes.push(write);
  });
  try {
    // The request's signal fires when the client goes away (router-handler.ts), which also ends a stalled read.
    await pipeline(Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>), parser, {
      signal: request.signal,
    });
    await Promise.all(writes);
  } catch (error) {
    // Every write stream has closed before the file is removed: one still opening would create it again afterwards.
    await Promise.allSettled(writes);
    await fs.promises.rm(target, { force: true });
    if (error instanceof HttpError) throw error;
    throw cutOff();
  }
  if (truncated) {
    await fs.promises.rm(target, { force: true });
    throw tooLarge();
  }
  if (!sawFile || bytes === 0) {
    await fs.promises.rm(target, { force: true });
    throw new HttpError(400, "Choose a video file to upload.");
  }
  return { file: target, bytes, meta };
}
