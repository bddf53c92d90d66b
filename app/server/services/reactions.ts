import { and, eq, sql } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import type { GalleryColoring } from "~/shared/api/gallery";
import type { Locale } from "~/shared/locales";
import { HttpError } from "../http/api";
import { db } from "../db/client";
import { media, reactions } from "../db/schema";
import { findPublicColoring, publicColoringFilter } from "./gallery";

/**
 * Reacts to a coloring (DESIGN §4.5): one reaction per user and coloring; a different emoticon
 * replaces it, the same one again removes it. `content` is already validated (`:p1:` … `:h6:`).
 * Answers the coloring as it is now.
 */
export async function toggleReaction(
  mediaId: number,
  user: Pick<PublicUser, "id">,
  content: string,
  locale: Locale,
): Promise<GalleryColoring> {
  return db().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: media.id })
      .from(media)
      .where(publicColoringFilter(eq(media.id, mediaId)))
      .limit(1);
    if (!target) throw new HttpError(404, "This coloring is not in the gallery.");
    const removed = await tx
      .delete(reactions)
      .where(and(eq(reactions.mediaId, mediaId), eq(reactions.userId, user.id), eq(reactions.content, content)))
      .returning({ id: reactions.id });
    if (!removed.length) {
      // Insert, or replace the user's other emoticon; the unique (media, user) index keeps it to one even under races.
      await tx
        .insert(reactions)
        .values({ mediaId, userId: user.id, content })
        .onConflictDoUpdate({ target: [reactions.mediaId, reactions.userId], set: { content, createdAt: sql`now()` } });
    }
    const coloring = await findPublicColoring(mediaId, user.id, locale, tx);
    if (!coloring) throw new HttpError(404, "This coloring is not in the gallery.");
    return coloring;
  });
}
