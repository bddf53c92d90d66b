import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import type { ProcessedImage } from "../images/process-image";
import { keyFromUrl, storage } from "../storage/storage";
import { uploadVariantFolder } from "~/shared/image-variants";

/** Stores a processed picture under its content hash; the same picture uploaded twice shares its files. */
export async function saveImageFiles(image: ProcessedImage): Promise<{ url: string; thumbnailUrl: string }> {
  const files = storage();
  await files.put(`${image.hash}.png`, image.png, "image/png");
  await files.put(`${image.hash}.webp`, image.thumbnail, "image/webp");
  return { url: files.url(`${image.hash}.png`), thumbnailUrl: files.url(`${image.hash}.webp`) };
}

/** Deletes a media row's files unless another row still uses the same content. Call after the row is gone. */
export async function removeImageFiles(db: Db, row: { id: number; hash: string; url: string; thumbnailUrl: string }) {
  const shared = await db.select({ id: media.id }).from(media).where(and(eq(media.hash, row.hash), ne(media.id, row.id))).limit(1);
  if (shared.length) return;
  for (const url of [row.url, row.thumbnailUrl]) {
    const key = keyFromUrl(url);
    if (key) await storage().delete(key);
    // Its resized copies (app/server/http/image-variants.ts) go with it.
    if (key) await storage().deletePrefix(uploadVariantFolder(key));
  }
}
