import { eq } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import type { GalleryColoring } from "~/shared/api/gallery";
import type { ColoringPageKey } from "~/shared/constants";
import { config } from "../config";
import { db } from "../db/client";
import { media } from "../db/schema";
import { HttpError } from "../http/api";
import { ImageRejected, MAX_UPLOAD_BYTES, processImage, type ProcessedImage } from "../images/process-image";
import { keyFromUrl, storage } from "../storage/storage";
import { findColoring } from "./gallery";
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
  if (!request.body) throw new HttpError(400, "Send the picture as multipart/form-data.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
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
    throw new HttpError(400, "Send the picture as multipart/form-data.");
  }
}

/** Removes a picture's files unless a media row uses them (e.g. the same picture uploaded before). */
async function removeUnusedFiles(image: ProcessedImage, files: { url: string; thumbnailUrl: string }): Promise<void> {
  const used = await db().select({ id: media.id }).from(media).where(eq(media.hash, image.hash)).limit(1).catch(() => [{ id: 0 }]);
  if (used.length) return;
  for (const url of [files.url, files.thumbnailUrl]) {
    const key = keyFromUrl(url);
    if (key) await storage().delete(key).catch(() => {});
  }
}

/**
 * Stores a user's coloring (DESIGN §4.6): validates and re-encodes the picture, writes its files (by
 * content hash), then adds the media row. If the row cannot be written the files go again, so nothing
 * partial stays behind. Under pre-moderation the coloring waits for approval (approved 0).
 */
export async function uploadColoring(user: Pick<PublicUser, "id">, bytes: Buffer, pageKey: ColoringPageKey | null): Promise<GalleryColoring> {
  let image: ProcessedImage;
  try {
    image = await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(error.status, error.message, error.headers);
    throw error;
  }
  const files = await saveImageFiles(image);
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          type: "coloring",
          ...files,
          ownerId: user.id,
          approved: config().galleryModeration === "pre" ? 0 : 1,
          attributes: pageKey ? { pageKey } : {},
          width: image.width,
          height: image.height,
          bytes: image.png.length,
          hash: image.hash,
        })
        .returning({ id: media.id });
      return row.id;
    });
  } catch (error) {
    await removeUnusedFiles(image, files);
    throw error;
  }
  const coloring = await findColoring(id, user.id);
  if (!coloring) throw new Error(`coloring ${id} vanished right after upload`);
  return coloring;
}
