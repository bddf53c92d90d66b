import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import {
  PICTURE_MEDIA_TYPE,
  type PictureKind,
  type PictureResponse,
  type PictureTitles,
  type PublicPicture,
  type StaffPicture,
} from "~/shared/api/pictures";
import type { Locale } from "~/shared/locales";
import { db, type Db, type Tx } from "../db/client";
import { media, staffPictures } from "../db/schema";
import { HttpError } from "../http/api";
import { coloringRegions, LINE_ART_SIZE, lineArtSheet, puzzleSheet, withUploadedPicture } from "../images/line-art";
import { logger } from "../logger";
import { keyFromUrl, storage } from "../storage/storage";
import { logActivity } from "./activity-log";
import { contentTags, tagPage } from "./content-tags";
import { removeImageFiles } from "./media-files";
import { publicContentChanged } from "./public-content";
import { storePicture } from "./uploads";

// Pictures staff add without a deploy (issue 31): a coloring page (line art, with its regions precomputed by the
// engine the built-in pages use) or a puzzle picture, titled in the 8 languages, on /play and in the pickers at once.

type Actor = Pick<PublicUser, "id" | "displayName">;

/** The public key of a staff picture in /play URLs and the puzzle-of-the-day calendar. */
export const pictureKey = (id: number) => `media-${id}`;
/** The media id in a staff picture's key, or null for any other key. */
export function pictureIdOfKey(key: string): number | null {
  if (!key.startsWith("media-")) return null;
  const id = Number(key.slice("media-".length));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 && String(id) === key.slice(6) ? id : null;
}

const columns = {
  id: media.id,
  kind: staffPictures.kind,
  titles: staffPictures.titles,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  regionUrl: staffPictures.regionUrl,
  regions: sql<number | null>`(${media.attributes} ->> 'regions')::int`,
  filtered: media.filtered,
  createdAt: staffPictures.createdAt,
};

function selectPictures(conn: Db | Tx) {
  return conn.select(columns).from(staffPictures).innerJoin(media, eq(media.id, staffPictures.mediaId));
}

type Row = Awaited<ReturnType<typeof selectPictures>>[number];

function toStaffPicture({ filtered: _filtered, createdAt, ...row }: Row): StaffPicture {
  return { ...row, key: pictureKey(row.id), createdAt: createdAt.toISOString() };
}

function toPublic(row: Row, locale: Locale): PublicPicture {
  return {
    key: pictureKey(row.id),
    title: row.titles[locale] ?? row.titles.en ?? "",
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    regionUrl: row.regionUrl,
  };
}

/** GET /api/admin/pictures: every staff picture (of a kind), newest first. */
export async function listStaffPictures(kind?: PictureKind): Promise<StaffPicture[]> {
  const rows = await selectPictures(db())
    .where(kind ? eq(staffPictures.kind, kind) : undefined)
    .orderBy(desc(staffPictures.createdAt), desc(media.id));
  return rows.map(toStaffPicture);
}

/** The pictures of a kind children see (not filtered out by staff), newest first, titled in `locale`. */
export async function publicPictures(kind: PictureKind, locale: Locale): Promise<PublicPicture[]> {
  tagPage(contentTags.pictures);
  const rows = await selectPictures(db())
    .where(and(eq(staffPictures.kind, kind), eq(media.filtered, 0)))
    .orderBy(desc(staffPictures.createdAt), desc(media.id));
  return rows.map((row) => toPublic(row, locale));
}

/** One picture children may open, by its key (`media-<id>`), or null. */
export async function publicPicture(kind: PictureKind, key: string, locale: Locale): Promise<PublicPicture | null> {
  const id = pictureIdOfKey(key);
  if (id === null) return null;
  tagPage(contentTags.pictures);
  const [row] = await selectPictures(db())
    .where(and(eq(media.id, id), eq(staffPictures.kind, kind), eq(media.filtered, 0)))
    .limit(1);
  return row ? toPublic(row, locale) : null;
}

async function findPicture(conn: Db | Tx, id: number): Promise<StaffPicture> {
  const [row] = await selectPictures(conn).where(eq(media.id, id)).limit(1);
  if (!row) throw new HttpError(404, "This picture does not exist.");
  return toStaffPicture(row);
}

/** What an upload becomes before anything is stored: the picture to keep and, for a coloring page, its regions. */
async function preparePicture(kind: PictureKind, bytes: Buffer) {
  if (kind === "puzzle") {
    const sheet = await withUploadedPicture(bytes, 1600, puzzleSheet);
    return { sheet, regions: null };
  }
  return withUploadedPicture(bytes, LINE_ART_SIZE, async (picture) => {
    const sheet = await lineArtSheet(picture);
    return { sheet, regions: await coloringRegions(sheet) };
  });
}

/**
 * POST /api/admin/pictures: checks, re-encodes and publishes a staff picture. A coloring page's region file is
 * written (under a name of its own) before the row; if the row does not come, the file goes again. The same picture
 * of the same kind twice (a double click) is refused with 409, not published twice.
 */
export async function createStaffPicture(
  actor: Actor,
  kind: PictureKind,
  titles: PictureTitles,
  bytes: Buffer,
): Promise<PictureResponse> {
  const { sheet, regions } = await preparePicture(kind, bytes);
  let regionKey: string | null = null;
  let regionUrl: string | null = null;
  if (regions) {
    // Content hash and a nonce of its own: each picture owns its file, so removing it never breaks another.
    const hash = crypto.createHash("sha256").update(regions.file).digest("hex").slice(0, 32);
    regionKey = `${hash}.${crypto.randomBytes(6).toString("hex")}.regions.bin.gz`;
    await storage().put(regionKey, regions.file, "application/octet-stream");
    regionUrl = storage().url(regionKey);
  }
  const type = PICTURE_MEDIA_TYPE[kind];
  let picture: StaffPicture;
  try {
    picture = await storePicture(sheet, async (tx, stored) => {
      // One upload of a picture at a time, so two clicks at once cannot both miss the check below.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-picture:${stored.hash}`}, 0))`);
      const [same] = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.type, type), eq(media.hash, stored.hash)))
        .limit(1);
      if (same) throw new HttpError(409, `This picture is already published (${pictureKey(same.id)}).`);
      const [row] = await tx
        .insert(media)
        .values({
          type,
          ...stored,
          ownerId: actor.id,
          attributes: regions ? { regions: regions.shapes.closedShapes } : {},
        })
        .returning({ id: media.id });
      await tx.insert(staffPictures).values({ mediaId: row.id, kind, titles, regionUrl });
      await logActivity(tx, actor, {
        action: "picture.create",
        targetType: type,
        targetId: row.id,
        after: { kind, titles, url: stored.url, ...(regions && { regions: regions.shapes.closedShapes }) },
      });
      return findPicture(tx, row.id);
    });
  } catch (error) {
    if (regionKey)
      await storage()
        .delete(regionKey)
        .catch((err: unknown) => logger.error({ err }, "could not remove a region file"));
    throw error;
  }
  publicContentChanged([contentTags.pictures]);
  return { picture, regionsPreview: regions?.preview ?? null };
}

/** PUT /api/admin/pictures/{id}: new titles, logged with the old ones. */
export async function updateStaffPicture(actor: Actor, id: number, titles: PictureTitles): Promise<PictureResponse> {
  const { picture, kind } = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(staffPictures).where(eq(staffPictures.mediaId, id)).for("update").limit(1);
    if (!row) throw new HttpError(404, "This picture does not exist.");
    await tx.update(staffPictures).set({ titles }).where(eq(staffPictures.mediaId, id));
    await logActivity(tx, actor, {
      action: "picture.update",
      targetType: PICTURE_MEDIA_TYPE[row.kind],
      targetId: id,
      before: { titles: row.titles },
      after: { titles },
    });
    return { picture: await findPicture(tx, id), kind: row.kind };
  });
  // A puzzle picture's title also shows on the days it is the puzzle of the day.
  publicContentChanged(kind === "puzzle" ? [contentTags.pictures, contentTags.potd] : [contentTags.pictures]);
  return { picture, regionsPreview: null };
}

/**
 * DELETE /api/admin/pictures/{id}: the picture leaves /play and the pickers (and the calendar days it had, which fall
 * back to the built-in rotation); its files go once no other row uses them.
 */
export async function deleteStaffPicture(actor: Actor, id: number): Promise<{ id: number }> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ picture: staffPictures, media })
      .from(staffPictures)
      .innerJoin(media, eq(media.id, staffPictures.mediaId))
      .where(eq(staffPictures.mediaId, id))
      .for("update")
      .limit(1);
    if (!row) throw new HttpError(404, "This picture does not exist.");
    // The media row's cascade removes the picture's row and its calendar days.
    await tx.delete(media).where(eq(media.id, id));
    await logActivity(tx, actor, {
      action: "picture.delete",
      targetType: row.media.type,
      targetId: id,
      before: { kind: row.picture.kind, titles: row.picture.titles, url: row.media.url },
    });
    return row;
  });
  publicContentChanged(
    removed.picture.kind === "puzzle" ? [contentTags.pictures, contentTags.potd] : [contentTags.pictures],
  );
  await removeImageFiles(db(), removed.media);
  const regionKey = removed.picture.regionUrl ? keyFromUrl(removed.picture.regionUrl) : null;
  if (regionKey) await storage().delete(regionKey);
  return { id };
}
