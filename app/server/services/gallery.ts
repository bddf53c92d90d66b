import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { avatarUrl } from "~/shared/account-rules";
import type { GalleryColoring, GalleryPageData } from "~/shared/api/gallery";
import { clampPage } from "~/shared/paging";
import type { Reaction } from "~/shared/api/reactions";
import { parseEmoticon } from "~/shared/emoticons";
import { DEFAULT_AVATAR } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { config } from "../config";
import { db, type Db, type Tx } from "../db/client";
import { media, reactions, users } from "../db/schema";
import { renderPublicName } from "../session/public-user";
import { contentTags, tagPage } from "./content-tags";

/**
 * What the public Coloring Gallery shows: colorings never filtered out and, under pre-moderation
 * (GALLERY_MODERATION=pre), only approved ones. Under post-moderation everything not filtered shows at once.
 */
export function publicColoringFilter(...more: SQL[]): SQL {
  const approved = config().galleryModeration === "pre" ? [eq(media.approved, 1)] : [];
  return and(eq(media.type, "coloring"), eq(media.filtered, 0), ...approved, ...more) as SQL;
}

const columns = {
  id: media.id,
  type: media.type,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  width: media.width,
  height: media.height,
  featured: media.featured,
  filtered: media.filtered,
  attributes: media.attributes,
  createdAt: media.createdAt,
  ownerId: media.ownerId,
  publicName: users.publicName,
  avatar: users.avatar,
};

type Row = {
  id: number;
  type: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  featured: number;
  filtered: number;
  attributes: Record<string, unknown>;
  createdAt: Date;
  ownerId: string | null;
  publicName: string | null;
  avatar: string | null;
};

type ReactionRow = { mediaId: number; userId: string; content: string; publicName: string };

/** Reactions of several colorings, oldest first, with who chose them. */
async function reactionsFor(conn: Db | Tx, ids: number[]): Promise<Map<number, ReactionRow[]>> {
  const byMedia = new Map<number, ReactionRow[]>();
  if (!ids.length) return byMedia;
  const rows = await conn
    .select({
      mediaId: reactions.mediaId,
      userId: reactions.userId,
      content: reactions.content,
      publicName: users.publicName,
    })
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(inArray(reactions.mediaId, ids))
    .orderBy(asc(reactions.createdAt), asc(reactions.id));
  for (const row of rows) {
    const list = byMedia.get(row.mediaId) ?? [];
    list.push(row);
    byMedia.set(row.mediaId, list);
  }
  return byMedia;
}

function toGalleryColoring(
  row: Row,
  reactionRows: ReactionRow[],
  viewerId: string | null,
  locale: Locale,
): GalleryColoring {
  const shown: Reaction[] = [];
  const reactionCounts: Record<string, number> = {};
  let myReaction: string | null = null;
  for (const r of reactionRows) {
    // A reaction that does not parse as :{name}: is not displayed (spec §5).
    const name = parseEmoticon(r.content);
    if (!name) continue;
    shown.push({ content: r.content, displayName: renderPublicName(r.publicName, r.userId, locale) });
    reactionCounts[name] = (reactionCounts[name] ?? 0) + 1;
    if (viewerId && r.userId === viewerId) myReaction = r.content;
  }
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    // Only the list name in the viewer's language and the site's own avatar: never e-mail, typed or provider data
    // (DESIGN §4.3, issue 28). Pictures without an owner (the owner's account is gone) carry no name.
    displayName: row.ownerId ? renderPublicName(row.publicName, row.ownerId, locale) : "",
    photo: avatarUrl(row.avatar ?? DEFAULT_AVATAR),
    featured: row.featured,
    filtered: row.filtered,
    attributes: row.attributes ?? {},
    createdAt: row.createdAt.toISOString(),
    reactions: shown,
    reactionCounts,
    myReaction,
  };
}

async function withReactions(
  conn: Db | Tx,
  rows: Row[],
  viewerId: string | null,
  locale: Locale,
): Promise<GalleryColoring[]> {
  const byMedia = await reactionsFor(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGalleryColoring(row, byMedia.get(row.id) ?? [], viewerId, locale));
}

export async function countPublicColorings(): Promise<number> {
  const [{ n }] = await db().select({ n: count() }).from(media).where(publicColoringFilter());
  return n;
}

/**
 * One page of the gallery, newest first (page index from 0). With `clamp`, a page past the end
 * shows the last page instead (spec §5: the page is clamped between first and last).
 */
export async function listPublicColorings(options: {
  page: number;
  rowsPerPage: number;
  locale: Locale;
  viewerId?: string | null;
  clamp?: boolean;
}): Promise<GalleryPageData> {
  const totalColorings = await countPublicColorings();
  const page = options.clamp ? clampPage(options.page, totalColorings, options.rowsPerPage) : options.page;
  const rows = await db()
    .select(columns)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(publicColoringFilter())
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(options.rowsPerPage)
    .offset(page * options.rowsPerPage);
  // A page of the list shows its pictures and their owners' names; any picture added or removed moves every page.
  tagPage(
    contentTags.gallery,
    ...rows.flatMap((row) => [contentTags.coloring(row.id), ...(row.ownerId ? [contentTags.user(row.ownerId)] : [])]),
  );
  return { totalColorings, colorings: await withReactions(db(), rows, options.viewerId ?? null, options.locale), page };
}

/** One coloring in the public shape, or null when it does not exist or is not public. */
export async function findPublicColoring(
  id: number,
  viewerId: string | null,
  locale: Locale,
  conn: Db | Tx = db(),
): Promise<GalleryColoring | null> {
  return findOneColoring(publicColoringFilter(eq(media.id, id)), viewerId, locale, conn);
}

/** Any coloring in the public shape, whether public or not (the uploader's answer under pre-moderation). */
export async function findColoring(
  id: number,
  viewerId: string | null,
  locale: Locale,
  conn: Db | Tx = db(),
): Promise<GalleryColoring | null> {
  return findOneColoring(and(eq(media.id, id), eq(media.type, "coloring")), viewerId, locale, conn);
}

async function findOneColoring(
  where: SQL | undefined,
  viewerId: string | null,
  locale: Locale,
  conn: Db | Tx,
): Promise<GalleryColoring | null> {
  const rows = await conn
    .select(columns)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(where)
    .limit(1);
  if (!rows.length) return null;
  const [coloring] = await withReactions(conn, rows, viewerId, locale);
  return coloring;
}
