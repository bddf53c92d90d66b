import { inArray, like } from "drizzle-orm";
import { db } from "../db/client";
import { campaigns, media, seoEntries } from "../db/schema";
import { logger } from "../logger";
import { UPLOAD_VARIANTS_FOLDER, uploadVariantFolder } from "~/shared/image-variants";
import { PENDING_PICTURES, publicKeyOfPending, storage } from "./storage";

/** A picture's files: `<content hash>.png` and its thumbnail `<content hash>.webp` (media-files.ts). */
const PICTURE = /^([0-9a-f]{32})\.(png|webp)$/;

/**
 * Removes pictures no row refers to that were written more than `graceMs` ago: what an instance killed between
 * storing an upload's files and committing its row (kill -9, a lost machine) leaves behind. The grace period keeps the
 * files of an upload another instance is committing right now. Answers how many files went.
 */
export async function sweepOrphanPictures(graceMs: number): Promise<number> {
  const names = (await storage().list("", { olderThanMs: graceMs })).filter((n) => PICTURE.test(n));
  if (!names.length) return 0;
  const hashes = [...new Set(names.map((n) => PICTURE.exec(n)![1]))];
  const kept = new Set<string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db()
      .select({ hash: media.hash })
      .from(media)
      .where(inArray(media.hash, hashes.slice(i, i + 500)));
    for (const row of rows) kept.add(row.hash);
  }
  let removed = 0;
  for (const name of names) {
    const hash = PICTURE.exec(name)![1];
    if (kept.has(hash)) continue;
    // A campaign banner or an SEO image may point at a picture whose media row was deleted: keep what is still shown.
    const [banner, seo] = await Promise.all([
      db()
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(like(campaigns.bannerUrl, `%${hash}%`))
        .limit(1),
      db()
        .select({ id: seoEntries.id })
        .from(seoEntries)
        .where(like(seoEntries.image, `%${hash}%`))
        .limit(1),
    ]);
    if (banner.length || seo.length) continue;
    await storage().delete(name);
    removed++;
  }
  if (removed) logger.warn({ removed }, "removed picture files no row refers to (left by a stopped upload)");
  return removed + (await sweepPendingPictures(graceMs)) + (await sweepOrphanVariants());
}

/**
 * Settles the pending pictures (media-files.ts) older than `graceMs`: those whose row was committed are published
 * (their instance stopped between the commit and the move), the others are removed (it stopped before the commit).
 * Answers how many files were settled.
 */
export async function sweepPendingPictures(graceMs: number): Promise<number> {
  const pending = (await storage().list(PENDING_PICTURES, { olderThanMs: graceMs }))
    .map((name) => ({ name: `${PENDING_PICTURES}/${name}`, file: publicKeyOfPending(name) }))
    .filter((p) => p.file !== null);
  if (!pending.length) return 0;
  const hashes = [...new Set(pending.map((p) => p.file!.hash))];
  const committed = new Set<string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db()
      .select({ hash: media.hash })
      .from(media)
      .where(inArray(media.hash, hashes.slice(i, i + 500)));
    for (const row of rows) committed.add(row.hash);
  }
  let published = 0;
  for (const { name, file } of pending) {
    if (committed.has(file!.hash)) {
      await storage().move(name, file!.key);
      published++;
    } else await storage().delete(name);
  }
  if (published)
    logger.warn({ published }, "published picture files whose upload stopped right after its row was committed");
  if (pending.length > published)
    logger.warn(
      { removed: pending.length - published },
      "removed pending picture files of uploads that never committed",
    );
  return pending.length;
}

/**
 * Removes the resized copies (`variants/<key>/`, app/server/http/image-variants.ts) of pictures no longer stored: those
 * the sweep above just removed, and those a variant request wrote while its picture was being deleted. Variants are a
 * cache made again on request, so removing one a moment too early costs only an encoding. Answers how many folders went.
 */
export async function sweepOrphanVariants(): Promise<number> {
  const keys = (await storage().list(UPLOAD_VARIANTS_FOLDER)).filter((key) => PICTURE.test(key));
  let removed = 0;
  for (const key of keys) {
    if (await storage().exists(key)) continue;
    await storage().deletePrefix(uploadVariantFolder(key));
    removed++;
  }
  if (removed) logger.warn({ removed }, "removed resized copies of pictures that are no longer stored");
  return removed;
}
