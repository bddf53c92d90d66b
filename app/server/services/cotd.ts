import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { avatarUrl } from "~/shared/account-rules";
import type { PublicColoring } from "~/shared/api/cotd";
import { daysSinceEpoch, isoDate } from "~/shared/calendar";
import { DEFAULT_AVATAR } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { db } from "../db/client";
import { media, users } from "../db/schema";
import { renderPublicName } from "../session/public-user";
import { contentTags, tagPage } from "./content-tags";

const visible = (...more: SQL[]) =>
  and(eq(media.type, "coloring"), eq(media.filtered, 0), eq(media.approved, 1), ...more);

const publicFields = {
  id: media.id,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  ownerId: media.ownerId,
  publicName: users.publicName,
  avatar: users.avatar,
};

type Row = {
  id: number;
  url: string;
  thumbnailUrl: string;
  ownerId: string | null;
  publicName: string | null;
  avatar: string | null;
};

function toPublic(row: Row, locale: Locale): PublicColoring {
  tagPage(contentTags.coloring(row.id), ...(row.ownerId ? [contentTags.user(row.ownerId)] : []));
  // only the list name in the viewer's language and the site's own avatar: never e-mail, typed or provider data
  // (DESIGN §4.3, issue 28)
  const displayName = row.ownerId ? renderPublicName(row.publicName, row.ownerId, locale) : "";
  return {
    id: row.id,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    displayName,
    photo: avatarUrl(row.avatar ?? DEFAULT_AVATAR),
  };
}

/**
 * The coloring of the day (DESIGN §4.9): the featured colorings in a fixed order (id ascending),
 * index = days since 1970-01-01 modulo their count; none featured: the newest. Null without colorings.
 */
export async function coloringOfTheDay(
  locale: Locale,
  day: string = isoDate(new Date()),
): Promise<PublicColoring | null> {
  tagPage(contentTags.cotd);
  const [{ n }] = await db()
    .select({ n: count() })
    .from(media)
    .where(visible(eq(media.featured, 1)));
  if (n > 0) {
    const [pick] = await db()
      .select(publicFields)
      .from(media)
      .leftJoin(users, eq(users.id, media.ownerId))
      .where(visible(eq(media.featured, 1)))
      .orderBy(asc(media.id))
      .offset(((daysSinceEpoch(day) % n) + n) % n)
      .limit(1);
    if (pick) return toPublic(pick, locale);
  }
  // None featured: the newest, which any new picture replaces.
  tagPage(contentTags.gallery);
  const [newest] = await db()
    .select(publicFields)
    .from(media)
    .leftJoin(users, eq(users.id, media.ownerId))
    .where(visible())
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(1);
  return newest ? toPublic(newest, locale) : null;
}
