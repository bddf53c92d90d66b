import { and, count, eq, sql } from "drizzle-orm";
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
import { contentTags } from "./content-tags";
import { findColoring } from "./gallery";
import { publicContentChanged } from "./public-content";
import { dashboardMediaById } from "./media";
import { saveImageFiles } from "./media-files";

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
  if (!request.body || !/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? ""))
    throw notMultipart();
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
 * writes its files (by content hash) under the pending prefix, runs `insert` in a transaction, and only then makes
 * the files public. If the transaction fails the pending files go again, so nothing partial stays behind; a process
 * killed before the commit leaves nothing anyone can load (issue 29: a kill between the write and the row used to
 * leave an unmoderated picture served until the sweep).
 */
export async function storePicture<T>(
  bytes: Buffer,
  insert: (tx: Tx, picture: StoredPicture) => Promise<T>,
): Promise<T> {
  const image = await processImage(bytes).catch((error: unknown) => {
    throw error instanceof ImageRejected ? new HttpError(error.status, error.message, error.headers) : error;
  });
  const pending = await saveImageFiles(image);
  const picture: StoredPicture = {
    ...pending.files,
    width: image.width,
    height: image.height,
    bytes: image.png.length,
    hash: image.hash,
  };
  let result: T;
  try {
    result = await db().transaction((tx) => insert(tx, picture));
  } catch (error) {
    await pending.discard().catch((err: unknown) => logger.error({ err }, "could not remove upload files"));
    throw error;
  }
  // Committed: a failure to publish now is healed by the sweep (storage/orphans.ts), which publishes pending files
  // whose row exists; the upload itself succeeded.
  await pending
    .publish()
    .catch((err: unknown) => logger.error({ err, hash: image.hash }, "could not publish upload files: the sweep will"));
  return result;
}

/** A user's coloring (POST /api/upload/coloring); under pre-moderation it waits for approval (approved 0). */
export async function uploadColoring(
  user: Pick<PublicUser, "id">,
  bytes: Buffer,
  pageKey: ColoringPageKey | null,
  locale: Locale,
): Promise<{ coloring: GalleryColoring; repeated: boolean }> {
  let repeated = false;
  const id = await storePicture(bytes, async (tx, picture) => {
    const stored = await sameColoringAgain(tx, user.id, picture.hash);
    repeated = stored !== null;
    if (stored !== null) return stored;
    const [row] = await tx
      .insert(media)
      .values({
        type: "coloring",
        ...picture,
        ownerId: user.id,
        approved: config().galleryModeration === "pre" ? 0 : 1,
        attributes: pageKey ? { pageKey } : {},
      })
      .returning({ id: media.id });
    return row.id;
  });
  // A new picture heads the gallery, moving every page (and is the coloring of the day while none is featured).
  publicContentChanged([contentTags.gallery]);
  const coloring = await findColoring(id, user.id, locale);
  if (!coloring) throw new Error(`coloring ${id} vanished right after upload`);
  return { coloring, repeated };
}

/**
 * Upload is idempotent (issue 31): the same picture from the same child again — a double tap, a retry after a lost
 * answer — is the coloring already stored, not a second one. The picture's content hash is the idempotency key (the
 * re-encoding is deterministic), so no key has to travel with the request. The uploads of one user are taken one at a
 * time (a transaction-scoped advisory lock) so two requests at once cannot both miss. A copy staff filtered out does
 * not count: that picture is uploaded again, and moderated again.
 */
async function sameColoringAgain(tx: Tx, ownerId: string, hash: string): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coloring-upload:${ownerId}`}, 0))`);
  const [existing] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.type, "coloring"), eq(media.hash, hash), eq(media.filtered, 0)))
    .limit(1);
  return existing?.id ?? null;
}

/**
 * A staff upload (POST /api/upload/media), owned by the uploader and logged in the same transaction; a `potd` picture
 * is scheduled as the puzzle of the day for `date` (replacing what that day had).
 */
export async function uploadMedia(
  actor: PublicUser,
  bytes: Buffer,
  type: MediaType,
  locale: Locale,
  date?: string,
): Promise<{ media: DashboardMedia; totalMedia: number }> {
  const item = await storePicture(bytes, async (tx, picture) => {
    const [row] = await tx
      .insert(media)
      .values({ type, ...picture, ownerId: actor.id, attributes: date ? { date } : {} })
      .returning({ id: media.id });
    if (type === "potd" && date) {
      await tx
        .insert(potdSchedule)
        .values({ date, mediaId: row.id })
        .onConflictDoUpdate({ target: potdSchedule.date, set: { mediaId: row.id, sceneKey: null } });
    }
    await logActivity(tx, actor, {
      action: "media.upload",
      targetType: type,
      targetId: row.id,
      after: { type, url: picture.url, ...(date && { date }) },
    });
    return dashboardMediaById(tx, row.id, locale);
  });
  // Only a scheduled puzzle picture is on a shared page (that day's puzzle); a new picture of any other kind is on none.
  publicContentChanged(
    type === "potd" && date ? [contentTags.potdOf(date)] : type === "coloring" ? [contentTags.gallery] : [],
  );
  const [{ n }] = await db().select({ n: count() }).from(media);
  return { media: item, totalMedia: n };
}
