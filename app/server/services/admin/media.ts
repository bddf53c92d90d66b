import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { avatarUrl, type PublicUser } from "~/shared/api/account";
import type { DashboardMedia, MediaListQuery, MediaListResponse } from "~/shared/api/admin";
import type { MediaType } from "~/shared/constants";
import { db, type Db, type Tx } from "../../db/client";
import { media, potdSchedule, reactions, users } from "../../db/schema";
import { HttpError } from "../../http/api";
import { ImageRejected, processImage, type ProcessedImage } from "../../images/process-image";
import { logger } from "../../logger";
import { logActivity } from "../activity-log";
import { removeImageFiles, saveImageFiles } from "../media-files";

const columns = {
  id: media.id, type: media.type, url: media.url, thumbnailUrl: media.thumbnailUrl, ownerId: media.ownerId,
  displayName: users.name, avatar: users.avatar, featured: media.featured, filtered: media.filtered, approved: media.approved,
  attributes: media.attributes, width: media.width, height: media.height, bytes: media.bytes, createdAt: media.createdAt,
  reactions: sql<number>`(select count(*) from ${reactions} where ${reactions.mediaId} = ${media.id})`.mapWith(Number),
};

function statusFilter(status: MediaListQuery["status"]): SQL | undefined {
  if (status === "pending") return and(eq(media.approved, 0), eq(media.filtered, 0));
  if (status === "filtered") return eq(media.filtered, 1);
  if (status === "featured") return eq(media.featured, 1);
  return undefined;
}

async function withPotdDates(conn: Db | Tx, rows: Awaited<ReturnType<typeof selectRows>>): Promise<DashboardMedia[]> {
  const potdIds = rows.filter((r) => r.type === "potd").map((r) => r.id);
  const schedule = potdIds.length
    ? await conn.select().from(potdSchedule).where(inArray(potdSchedule.mediaId, potdIds)).orderBy(potdSchedule.date)
    : [];
  return rows.map(({ avatar, createdAt, attributes, ...row }) => ({
    ...row,
    photo: avatar ? avatarUrl(avatar) : "",
    attributes: attributes ?? {},
    createdAt: createdAt.toISOString(),
    potdDates: schedule.filter((s) => s.mediaId === row.id).map((s) => s.date),
  }));
}

function selectRows(conn: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return conn
    .select(columns)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit)
    .offset(offset);
}

/**
 * GET /api/admin/media?type&status&page&rowsPerPage: newest first, with the owner's avatar, reaction count and, for
 * puzzles of the day, their dates. `status=pending` lists uploads waiting for review (GALLERY_MODERATION=pre).
 */
export async function listDashboardMedia(query: MediaListQuery): Promise<MediaListResponse> {
  const parts = [query.type ? eq(media.type, query.type) : undefined, statusFilter(query.status)].filter(Boolean) as SQL[];
  const where = parts.length ? and(...parts) : undefined;
  const [{ n }] = await db().select({ n: count() }).from(media).where(where);
  const rows = await selectRows(db(), where, query.rowsPerPage, query.page * query.rowsPerPage);
  return { mediaList: await withPotdDates(db(), rows), totalMedia: n };
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

/**
 * POST /api/upload/media: the same validation and re-encoding as colorings (DESIGN §4.6), stored by content hash;
 * a `potd` picture is scheduled as the puzzle of the day for `date` (replacing what that day had). The uploader is
 * the owner; the upload and its log row share one transaction, and the files go again if it fails.
 */
export async function uploadMedia(actor: PublicUser, bytes: Buffer, type: MediaType, date?: string): Promise<{ media: DashboardMedia; totalMedia: number }> {
  let image: ProcessedImage;
  try {
    image = await processImage(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw new HttpError(error.status, error.message, error.headers);
    throw error;
  }
  const files = await saveImageFiles(image);
  try {
    const item = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          type, ...files, ownerId: actor.id, attributes: date ? { date } : {},
          width: image.width, height: image.height, bytes: image.png.length, hash: image.hash,
        })
        .returning({ id: media.id });
      if (type === "potd" && date) {
        await tx.insert(potdSchedule).values({ date, mediaId: row.id }).onConflictDoUpdate({ target: potdSchedule.date, set: { mediaId: row.id } });
      }
      await logActivity(tx, actor, { action: "media.upload", targetType: type, targetId: row.id, after: { type, url: files.url, ...(date && { date }) } });
      const [created] = await withPotdDates(tx, await selectRows(tx, eq(media.id, row.id), 1, 0));
      return created;
    });
    const [{ n }] = await db().select({ n: count() }).from(media);
    return { media: item, totalMedia: n };
  } catch (error) {
    await removeImageFiles(db(), { id: -1, hash: image.hash, ...files }).catch((err: unknown) => logger.error({ err }, "could not remove upload files"));
    throw error;
  }
}
