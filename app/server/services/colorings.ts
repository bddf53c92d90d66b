import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { OwnColoring, OwnColoringsResponse, PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import { COLORINGS_PER_PAGE } from "~/shared/constants";
import { isStaff } from "~/shared/roles";
import { clampPage } from "~/shared/paging";
import type { Locale } from "~/shared/locales";
import { db } from "../db/client";
import { media, reactions, users } from "../db/schema";
import { HttpError } from "../http/api";
import { renderPublicName } from "../session/public-user";
import { logger } from "../logger";
import { logActivity } from "./activity-log";
import { removedColoringTags } from "./content-tags";
import { removeImageFiles } from "./media-files";
import { publicContentChanged } from "./public-content";

/**
 * A user's own colorings, newest first, `rowsPerPage` (12) a page, page index from 0. Colorings staff filtered out
 * are not listed (spec §4); ones waiting for review (GALLERY_MODERATION=pre) are, with approved = 0.
 */
export async function listUserColorings(
  ownerId: string,
  locale: Locale,
  page = 0,
  rowsPerPage = COLORINGS_PER_PAGE,
): Promise<OwnColoringsResponse> {
  const where = and(eq(media.ownerId, ownerId), eq(media.type, "coloring"), eq(media.filtered, 0));
  const [{ total }] = await db().select({ total: count() }).from(media).where(where);
  const current = clampPage(page, total, rowsPerPage);
  const rows = await db()
    .select({
      id: media.id,
      url: media.url,
      thumbnailUrl: media.thumbnailUrl,
      type: media.type,
      featured: media.featured,
      filtered: media.filtered,
      approved: media.approved,
      attributes: media.attributes,
      createdAt: media.createdAt,
      publicName: users.publicName,
      avatar: users.avatar,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.ownerId))
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(rowsPerPage)
    .offset(current * rowsPerPage);
  const counts = rows.length
    ? await db()
        .select({ mediaId: reactions.mediaId, content: reactions.content, count: count() })
        .from(reactions)
        .where(
          inArray(
            reactions.mediaId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(reactions.mediaId, reactions.content)
    : [];
  const colorings: OwnColoring[] = rows.map(({ avatar, createdAt, publicName, ...row }) => ({
    ...row,
    displayName: renderPublicName(publicName, ownerId, locale),
    photo: avatarUrl(avatar),
    createdAt: createdAt.toISOString(),
    reactions: counts
      .filter((c) => c.mediaId === row.id)
      .map(({ content, count }) => ({ content, count }))
      .sort((a, b) => b.count - a.count || a.content.localeCompare(b.content)),
  }));
  return { page: current, totalColorings: total, colorings };
}

/**
 * Deletes a coloring with its reactions and files: its owner or staff only (else 403). Staff deleting someone
 * else's coloring is recorded in the activity log in the same transaction (DESIGN §4.8, §4.12).
 */
export async function deleteColoring(actor: PublicUser, id: number): Promise<{ id: number }> {
  const [row] = await db()
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.type, "coloring")));
  if (!row) throw new HttpError(404, "This coloring does not exist.");
  const own = row.ownerId === actor.id;
  if (!own && !isStaff(actor.grade)) throw new HttpError(403, "You can only delete your own colorings.");
  await db().transaction(async (tx) => {
    await tx.delete(reactions).where(eq(reactions.mediaId, id));
    await tx.delete(media).where(eq(media.id, id));
    if (!own) {
      await logActivity(tx, actor, {
        action: "coloring.delete",
        targetType: "media",
        targetId: id,
        before: { ownerId: row.ownerId, url: row.url, featured: row.featured, createdAt: row.createdAt },
      });
    }
  });
  publicContentChanged(removedColoringTags([id]));
  // Files go after the commit: a rolled-back delete must not lose the picture.
  await removeImageFiles(db(), row).catch((err: unknown) =>
    logger.error({ err, mediaId: id }, "could not remove coloring files"),
  );
  return { id };
}
