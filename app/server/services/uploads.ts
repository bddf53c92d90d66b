import { count } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import type { DashboardMedia } from "~/shared/api/admin";
import type { GalleryColoring } from "~/shared/api/gallery";
import type { ColoringPageKey, MediaType } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { config } from "../config";
import { db, type Tx } from "../db/client";
import { media, potdSchedule } from "../db/schema";
import { HttpError } from "../http/api";
import { ImageRejected, MAX_UPLOAD_BYTES, processImage } from "../images/process-image";
import { logger } from "../logger";
import { logActivity } from "./activity-log";
import { findColoring } from "./gallery";
import { dashboardMediaById } from "./media";
import { removeImageFiles, saveImageFiles } from "./media-files";

/** Room for the multipart envelope around a file at the size limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

/**
 * Reads a multipart body without ever holding more than the limit: a declared Content-Length over it
 * is refused before reading, and a body that streams past it is cut off.
 */
export async function readUploadForm(request: Request, limit = MAX_UPLOAD_REQUEST_BYTES): Promise<FormData> {
  const tooLarge = () => new HttpError(413, "The picture is larger than 5 MB.");
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const notMultipart = () => new HttpError(400, "Send the picture as multipart/form-data.");
  // Refused before reading: a raw body is never a form, and the connection closes instead of reading it (unread-body.ts).
  if (!request.body || !/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) throw notMultipart();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A body cut off by the client (or ended by the stall deadline) is the client's failure, not the server's.
    const { done, value } = await reader.read().catch(() => {
      throw new HttpError(400, "The upload was cut off. Please try again.");
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading; the server discards the rest of the body once the answer is sent.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
      body: Buffer.concat(chunks),
    }).formData();
  } catch {
    throw notMultipart();
  }
}

/** A picture that passed the pipeline: its stored files and the columns every media row records about it. */
export interface StoredPicture {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
  hash: string;
}

/**
 * The one upload pipeline (DESIGN §4.6), for colorings and staff media alike: validates and re-encodes the picture,
 * writes its files (by content hash), then runs `insert` in a transaction. If the transaction fails the files go
 * again (unless an older row shares them), so nothing partial stays behind.
 */
export async function storePicture<T>(bytes: Buffer, insert: (tx: Tx, picture: StoredPicture) => Promise<T>): Promise<T> {
  const image = await processImage(bytes).catch((error: unknown) => {
    throw error instanceof ImageRejected ? new HttpError(error.status, error.message, error.headers) : error;
  });
  const picture: StoredPicture = { ...(await saveImageFiles(image)), width: image.width, height: image.height, bytes: image.png.length, hash: image.hash };
  try {
    return await db().transaction((tx) => insert(tx, picture));
  } catch (error) {
    await removeImageFiles(db(), { id: -1, ...picture }).catch((err: unknown) => logger.error({ err }, "could not remove upload files"));
    throw error;
  }
}

/** A user's coloring (POST /api/upload/coloring); under pre-moderation it waits for approval (approved 0). */
export async function uploadColoring(user: Pick<PublicUser, "id">, bytes: Buffer, pageKey: ColoringPageKey | null, locale: Locale): Promise<GalleryColoring> {
  const id = await storePicture(bytes, async (tx, picture) => {
    const [row] = await tx
      .insert(media)
      .values({ type: "coloring", ...picture, ownerId: user.id, approved: config().galleryModeration === "pre" ? 0 : 1, attributes: pageKey ? { pageKey } : {} })
      .returning({ id: media.id });
    return row.id;
  });
  const coloring = await findColoring(id, user.id, locale);
  if (!coloring) throw new Error(`coloring ${id} vanished right after upload`);
  return coloring;
}

/**
 * A staff upload (POST /api/upload/media), owned by the uploader and logged in the same transaction; a `potd` picture
 * is scheduled as the puzzle of the day for `date` (replacing what that day had).
 */
export async function uploadMedia(actor: PublicUser, bytes: Buffer, type: MediaType, locale: Locale, date?: string): Promise<{ media: DashboardMedia; totalMedia: number }> {
  const item = await storePicture(bytes, async (tx, picture) => {
    const [row] = await tx.insert(media).values({ type, ...picture, ownerId: actor.id, attributes: date ? { date } : {} }).returning({ id: media.id });
    if (type === "potd" && date) {
      await tx.insert(potdSchedule).values({ date, mediaId: row.id }).onConflictDoUpdate({ target: potdSchedule.date, set: { mediaId: row.id } });
    }
    await logActivity(tx, actor, { action: "media.upload", targetType: type, targetId: row.id, after: { type, url: picture.url, ...(date && { date }) } });
    return dashboardMediaById(tx, row.id, locale);
  });
  const [{ n }] = await db().select({ n: count() }).from(media);
  return { media: item, totalMedia: n };
}
