import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import type { ProcessedImage } from "../images/process-image";
import { keyFromUrl, pendingPictureKeys, storage } from "../storage/storage";
import { uploadVariantFolder } from "~/shared/image-variants";

/** A picture's files written under the pending prefix, not served until `publish()` (after its row is committed). */
export interface PendingPicture {
  /** The URLs the row records: where the files are once published. */
  files: { url: string; thumbnailUrl: string };
  /** Moves the files to their public keys; call once the row that refers to them is committed. */
  publish(): Promise<void>;
  /** Removes the pending files (the row was not committed). */
  discard(): Promise<void>;
}

/**
 * Stores a processed picture's files under PENDING_PICTURES (never served: it is under `private/`), each under a name
 * of its own, and answers where they will be public (by content hash: the same picture uploaded twice shares them).
 * A process killed between this write and its row's commit leaves only pending files, which no one can load and the
 * sweep removes (storage/orphans.ts); killed between the commit and publish(), the sweep publishes them.
 */
export async function saveImageFiles(image: ProcessedImage): Promise<PendingPicture> {
  const files = storage();
  const pending = pendingPictureKeys(image.hash);
  await files.put(pending.png, image.png, "image/png");
  await files.put(pending.webp, image.thumbnail, "image/webp");
  const keys = [
    [pending.png, `${image.hash}.png`],
    [pending.webp, `${image.hash}.webp`],
  ] as const;
  return {
    files: { url: files.url(`${image.hash}.png`), thumbnailUrl: files.url(`${image.hash}.webp`) },
    // The thumbnail last: a row's picture is shown by its thumbnail, so that one appears once both are in place.
    publish: async () => {
      for (const [from, to] of keys) await files.move(from, to);
    },
    discard: async () => {
      for (const [from] of keys) await files.delete(from);
    },
  };
}

/** Deletes a media row's files unless another row still uses the same content. Call after the row is gone. */
export async function removeImageFiles(db: Db, row: { id: number; hash: string; url: string; thumbnailUrl: string }) {
  const shared = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.hash, row.hash), ne(media.id, row.id)))
    .limit(1);
  if (shared.length) return;
  for (const url of [row.url, row.thumbnailUrl]) {
    const key = keyFromUrl(url);
    if (key) await storage().delete(key);
    // Its resized copies (app/server/http/image-variants.ts) go with it.
    if (key) await storage().deletePrefix(uploadVariantFolder(key));
  }
}
