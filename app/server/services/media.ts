import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import type { DashboardMedia, MediaListQuery, MediaListResponse } from "~/shared/api/admin";
import { MEDIA_FLAGS, type AdminMediaItem, type MediaFlag, type mediaUpdateBodySchema } from "~/shared/api/media";
import type { Locale } from "~/shared/locales";
import { db, type Db, type Tx } from "../db/client";
import { media, potdSchedule, reactions, staffPictures, users } from "../db/schema";
import { HttpError } from "../http/api";
import { renderPublicName } from "../session/public-user";
import { logActivity } from "./activity-log";
import { contentTags, removedColoringTags } from "./content-tags";
import { publicContentChanged } from "./public-content";
import { removeImageFiles } from "./media-files";
import { keyFromUrl, storage } from "../storage/storage";

// The media module: what staff see of and do to pictures (spec §7 `/api/admin/media`, DESIGN §4.13). New pictures
// come in through the one upload pipeline in ./uploads.ts.

type Actor = Pick<PublicUser, "id" | "displayName">;
export type MediaUpdate = z.output<typeof mediaUpdateBodySchema>;
type MediaRow = typeof media.$inferSelect;

const itemColumns = {
  id: media.id,
  type: media.type,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  ownerId: media.ownerId,
  publicName: users.publicName,
  featured: media.featured,
  filtered: media.filtered,
  approved: media.approved,
  attributes: media.attributes,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  createdAt: media.createdAt,
};
const dashboardColumns = {
  ...itemColumns,
  avatar: users.avatar,
  reactions: sql<number>`(select count(*) from ${reactions} where ${reactions.mediaId} = ${media.id})`.mapWith(Number),
};

/** The owner's list name in the staff member's language (no owner: no name). */
function named<T extends { ownerId: string | null; publicName: string | null }>(
  { publicName, ...row }: T,
  locale: Locale,
) {
  return { ...row, displayName: row.ownerId ? renderPublicName(publicName, row.ownerId, locale) : null };
}

function selectRows(conn: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return conn
    .select(dashboardColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit)
    .offset(offset);
}

async function withPotdDates(
  conn: Db | Tx,
  rows: Awaited<ReturnType<typeof selectRows>>,
  locale: Locale,
): Promise<DashboardMedia[]> {
  const potdIds = rows.filter((r) => r.type === "potd").map((r) => r.id);
  const schedule = potdIds.length
    ? await conn.select().from(potdSchedule).where(inArray(potdSchedule.mediaId, potdIds)).orderBy(potdSchedule.date)
    : [];
  return rows.map(({ avatar, createdAt, attributes, ...row }) => ({
    ...named(row, locale),
    photo: avatar ? avatarUrl(avatar) : "",
    attributes: attributes ?? {},
    createdAt: createdAt.toISOString(),
    potdDates: schedule.filter((s) => s.mediaId === row.id).map((s) => s.date),
  }));
}

function statusFilter(status: MediaListQuery["status"]): SQL | undefined {
  if (status === "pending") return and(eq(media.approved, 0), eq(media.filtered, 0));
  if (status === "filtered") return eq(media.filtered, 1);
  if (status === "featured") return eq(media.featured, 1);
  return undefined;
}

/**
 * GET /api/admin/media?type&status&page&rowsPerPage: newest first, with the owner's avatar, reaction count and, for
 * puzzles of the day, their dates. `status=pending` lists uploads waiting for review (GALLERY_MODERATION=pre).
 */
export async function listDashboardMedia(query: MediaListQuery, locale: Locale): Promise<MediaListResponse> {
  const parts = [query.type ? eq(media.type, query.type) : undefined, statusFilter(query.status)].filter(
    Boolean,
  ) as SQL[];
  const where = parts.length ? and(...parts) : undefined;
  const [{ n }] = await db().select({ n: count() }).from(media).where(where);
  const rows = await selectRows(db(), where, query.rowsPerPage, query.page * query.rowsPerPage);
  return { mediaList: await withPotdDates(db(), rows, locale), totalMedia: n };
}

/** One item as the dashboard lists it (the answer to an upload). */
export async function dashboardMediaById(conn: Db | Tx, id: number, locale: Locale): Promise<DashboardMedia> {
  const [item] = await withPotdDates(conn, await selectRows(conn, eq(media.id, id), 1, 0), locale);
  if (!item) throw new HttpError(404, "This media item does not exist.");
  return item;
}

export async function mediaTotals(): Promise<{ media: number; colorings: number; pending: number; filtered: number }> {
  const [row] = await db()
    .select({
      media: count(),
      colorings: sql<number>`count(*) filter (where ${media.type} = 'coloring')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${media.approved} = 0 and ${media.filtered} = 0)`.mapWith(Number),
      filtered: sql<number>`count(*) filter (where ${media.filtered} = 1)`.mapWith(Number),
    })
    .from(media);
  return row;
}

async function findItem(conn: Db | Tx, id: number, locale: Locale): Promise<AdminMediaItem | null> {
  const [row] = await conn
    .select(itemColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(eq(media.id, id))
    .limit(1);
  return row
    ? { ...named(row, locale), attributes: row.attributes ?? {}, createdAt: row.createdAt.toISOString() }
    : null;
}

/** Splits an update into column flags and free attributes (`{attributes: {featured}}` sets the column). */
function planUpdate(row: MediaRow, update: MediaUpdate) {
  const flags: Partial<Record<MediaFlag, number>> = {};
  const attributes = { ...row.attributes };
  let attributesChanged = false;
  for (const [key, value] of Object.entries(update.attributes ?? {})) {
    if ((MEDIA_FLAGS as readonly string[]).includes(key)) {
      if (value !== 0 && value !== 1 && typeof value !== "boolean")
        throw new HttpError(400, `attributes.${key} must be 0 or 1.`);
      flags[key as MediaFlag] = value ? 1 : 0;
    } else if (value === null) {
      if (key in attributes) {
        delete attributes[key];
        attributesChanged = true;
      }
    } else if (attributes[key] !== value) {
      attributes[key] = value;
      attributesChanged = true;
    }
  }
  for (const flag of MEDIA_FLAGS) if (update[flag] !== undefined) flags[flag] = update[flag];
  const changedFlags = Object.fromEntries(
    Object.entries(flags).filter(([key, value]) => row[key as MediaFlag] !== value),
  ) as Partial<Record<MediaFlag, number>>;
  return { changedFlags, attributes: attributesChanged ? attributes : null };
}

/**
 * Staff change to a media item (PUT /api/admin/media/{id}): featured, filtered, approved and free attributes.
 * One activity log row per change, in the same transaction; an update that changes nothing logs nothing.
 */
export async function updateMedia(
  actor: Actor,
  id: number,
  update: MediaUpdate,
  locale: Locale,
): Promise<AdminMediaItem> {
  if (!update.attributes && MEDIA_FLAGS.every((f) => update[f] === undefined))
    throw new HttpError(400, "Nothing to change.");
  const { item, tags } = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update").limit(1);
    if (!row) throw new HttpError(404, "This media item does not exist.");
    const { changedFlags, attributes } = planUpdate(row, update);
    if (Object.keys(changedFlags).length || attributes) {
      await tx
        .update(media)
        .set({ ...changedFlags, ...(attributes ? { attributes } : {}) })
        .where(eq(media.id, id));
      const before = Object.fromEntries(Object.keys(changedFlags).map((k) => [k, row[k as MediaFlag]]));
      await logActivity(tx, actor, {
        action: "media.update",
        targetType: row.type,
        targetId: id,
        before: { ...before, ...(attributes ? { attributes: row.attributes } : {}) },
        after: { ...changedFlags, ...(attributes ? { attributes } : {}) },
      });
    }
    const item = await findItem(tx, id, locale);
    if (!item) throw new HttpError(404, "This media item does not exist.");
    return { item, tags: changedMediaTags(row, Object.keys(changedFlags) as MediaFlag[]) };
  });
  publicContentChanged(tags);
  return item;
}

/**
 * The pages a media change shows on: a coloring's own mentions, the whole gallery when it enters or leaves it (filtered,
 * approved), the coloring of the day when the featured set or the visible set changes; a puzzle picture, the puzzles of
 * the days it is scheduled for (all days: its dates are not looked up). Other pictures are on no shared page.
 */
function changedMediaTags(row: Pick<MediaRow, "id" | "type">, flags: MediaFlag[]): string[] {
  if (row.type === "potd") return [contentTags.potd];
  // Staff pictures (issue 31): on /play and in the pickers; a puzzle picture also on the days it is scheduled for.
  if (row.type === "puzzle-picture") return [contentTags.pictures, contentTags.potd];
  if (row.type === "coloring-page") return [contentTags.pictures];
  if (row.type !== "coloring") return [];
  const listed = flags.includes("filtered") || flags.includes("approved");
  return [
    contentTags.coloring(row.id),
    ...(listed ? [contentTags.gallery, contentTags.cotd] : []),
    ...(flags.includes("featured") ? [contentTags.cotd] : []),
  ];
}

/**
 * Staff removal of a media item (DELETE /api/admin/media?id=): the row and its reactions go in one
 * transaction with the activity log row; the files go afterwards unless another row shares them.
 */
export async function deleteMedia(actor: Actor, id: number): Promise<{ id: number }> {
  const row = await db().transaction(async (tx) => {
    const [found] = await tx.select().from(media).where(eq(media.id, id)).for("update").limit(1);
    if (!found) throw new HttpError(404, "This media item does not exist.");
    // A staff coloring page's region file (issue 31) goes with it; its row goes by the cascade.
    const [page] = await tx
      .select({ regionUrl: staffPictures.regionUrl })
      .from(staffPictures)
      .where(eq(staffPictures.mediaId, id));
    await tx.delete(media).where(eq(media.id, id));
    await logActivity(tx, actor, {
      action: "media.delete",
      targetType: found.type,
      targetId: id,
      before: {
        url: found.url,
        ownerId: found.ownerId,
        featured: found.featured,
        filtered: found.filtered,
        attributes: found.attributes,
      },
    });
    return { ...found, regionUrl: page?.regionUrl ?? null };
  });
  publicContentChanged(row.type === "coloring" ? removedColoringTags([row.id]) : changedMediaTags(row, []));
  await removeImageFiles(db(), row);
  const regionKey = row.regionUrl ? keyFromUrl(row.regionUrl) : null;
  if (regionKey) await storage().delete(regionKey);
  return { id };
}
