import { and, eq, inArray, ne } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import type { AvatarKey } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { db } from "../db/client";
import { accounts, media, reactions, sessions, users } from "../db/schema";
import { HttpError } from "../http/api";
import { logger } from "../logger";
import { contentTags, removedColoringTags } from "../services/content-tags";
import { removeImageFiles } from "../services/media-files";
import { publicContentChanged } from "../services/public-content";
import { toPublicUser } from "../session/public-user";

/**
 * Changes the user's own list name (a key already checked against the lists) and/or avatar (DESIGN §4.3); answers the
 * user with the name rendered in `locale`.
 */
export async function changeAccount(
  userId: string,
  change: { displayName?: string; avatar?: AvatarKey },
  locale: Locale,
): Promise<PublicUser> {
  const [row] = await db()
    .update(users)
    .set({
      ...(change.displayName !== undefined && { publicName: change.displayName, name: change.displayName }),
      ...(change.avatar !== undefined && { avatar: change.avatar }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new HttpError(404, "This account no longer exists.");
  // The name and avatar show beside the user's pictures.
  publicContentChanged([contentTags.user(userId)]);
  return toPublicUser(row, locale);
}

/** Marks the welcome as shown, so newRegistered turns false. */
export async function markWelcomed(userId: string): Promise<void> {
  await db().update(users).set({ welcomedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Deletes an account with its colorings, their files and reactions, the user's own reactions, sessions and
 * identities, in one transaction (DESIGN §4.8); files are removed after the commit. Pictures staff uploaded for the
 * site itself (banners, puzzles, wallpapers) stay, without an owner.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const removed = await db().transaction(async (tx) => {
    const colorings = await tx
      .select({ id: media.id, hash: media.hash, url: media.url, thumbnailUrl: media.thumbnailUrl })
      .from(media)
      .where(and(eq(media.ownerId, userId), eq(media.type, "coloring")));
    const ids = colorings.map((c) => c.id);
    await tx
      .update(media)
      .set({ ownerId: null })
      .where(and(eq(media.ownerId, userId), ne(media.type, "coloring")));
    await tx.delete(reactions).where(eq(reactions.userId, userId));
    if (ids.length) {
      await tx.delete(reactions).where(inArray(reactions.mediaId, ids));
      await tx.delete(media).where(inArray(media.id, ids));
    }
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return colorings;
  });
  publicContentChanged([...removedColoringTags(removed.map((row) => row.id)), contentTags.user(userId)]);
  for (const row of removed) {
    await removeImageFiles(db(), row).catch((err: unknown) =>
      logger.error({ err, mediaId: row.id }, "could not remove coloring files"),
    );
  }
}
