import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import type { AdminUser, UsersQuery, UsersResponse } from "~/shared/api/admin";
import { GRADES, type Grade } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { db, type Db, type Tx } from "../../db/client";
import { accounts, media, reactions, sessions, users } from "../../db/schema";
import { HttpError } from "../../http/api";
import { publicNameKeyOf, renderPublicName } from "../../session/public-user";
import { logger } from "../../logger";
import { logActivity } from "../activity-log";
import { contentTags, removedColoringTags } from "../content-tags";
import { removeImageFiles } from "../media-files";
import { publicContentChanged } from "../public-content";
import { likePattern } from "./paging";

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: UserRow, totalColorings: number, locale: Locale): AdminUser {
  const grade = (GRADES as readonly string[]).includes(row.grade) ? (row.grade as Grade) : "user";
  return {
    id: row.id,
    displayName: renderPublicName(row.publicName, row.id, locale),
    publicName: publicNameKeyOf(row.publicName, row.id),
    photo: avatarUrl(row.avatar),
    grade,
    identity: row.identity,
    totalColorings,
    createdAt: row.createdAt.toISOString(),
  };
}

async function coloringCounts(ids: string[], conn: Db | Tx = db()) {
  if (!ids.length) return new Map<string, number>();
  const rows = await conn
    .select({ ownerId: media.ownerId, n: count() })
    .from(media)
    .where(and(inArray(media.ownerId, ids), eq(media.type, "coloring")))
    .groupBy(media.ownerId);
  return new Map(rows.map((r) => [r.ownerId ?? "", r.n]));
}

/**
 * GET /api/admin/users/fetch: newest first, searchable by list name key (`brave heli` finds brave-helicopter-7) or
 * identity, filterable by grade.
 */
export async function listUsers(query: UsersQuery, locale: Locale): Promise<UsersResponse> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const keyPattern = likePattern(query.search.toLowerCase().replace(/\s+/g, "-"));
    filters.push(
      or(ilike(users.publicName, keyPattern), ilike(users.identity, pattern), eq(users.id, query.search)) as SQL,
    );
  }
  if (query.grade) filters.push(eq(users.grade, query.grade));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total }] = await db().select({ total: count() }).from(users).where(where);
  const rows = await db()
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
  const counts = await coloringCounts(rows.map((r) => r.id));
  return { users: rows.map((r) => toAdminUser(r, counts.get(r.id) ?? 0, locale)), totalUsers: total };
}

/**
 * Locks the target and every admin row in one statement, in id order, so two admins changing each other at the same
 * time queue up instead of deadlocking, and the second sees the first's change. Answers 404 for an unknown target.
 */
async function lockTarget(tx: Tx, id: string): Promise<{ target: UserRow; otherAdmins: number }> {
  const rows = await tx
    .select()
    .from(users)
    .where(or(eq(users.id, id), eq(users.grade, "admin")))
    .orderBy(asc(users.id))
    .for("update");
  const target = rows.find((r) => r.id === id);
  if (!target) throw new HttpError(404, "This user does not exist.");
  return { target, otherAdmins: rows.filter((r) => r.id !== id && r.grade === "admin").length };
}

/** Refuses a change that would leave the site without an administrator. */
function keepAnAdmin(locked: { target: UserRow; otherAdmins: number }) {
  if (locked.target.grade === "admin" && locked.otherAdmins === 0)
    throw new HttpError(409, "The last administrator cannot be removed.");
}

/** PUT /api/admin/user/grade. Blocking ends the user's sessions at once (DESIGN §4.1). */
export async function changeGrade(actor: PublicUser, id: string, grade: Grade, locale: Locale): Promise<AdminUser> {
  if (id === actor.id) throw new HttpError(403, "You cannot change your own grade.");
  const user = await db().transaction(async (tx) => {
    const locked = await lockTarget(tx, id);
    const before = locked.target;
    if (grade !== "admin") keepAnAdmin(locked);
    const [row] = await tx.update(users).set({ grade, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (grade === "blocked") await tx.delete(sessions).where(eq(sessions.userId, id));
    await logActivity(tx, actor, {
      action: "user.grade",
      targetType: "user",
      targetId: id,
      before: { grade: before.grade, name: before.publicName },
      after: { grade },
    });
    const counts = await coloringCounts([id], tx);
    return toAdminUser(row, counts.get(id) ?? 0, locale);
  });
  publicContentChanged([contentTags.user(id)]);
  return user;
}

/** PUT /api/admin/user/rename: `publicName` is a list name key, already checked against the lists (issue 28). */
export async function renameUser(
  actor: PublicUser,
  id: string,
  publicName: string,
  locale: Locale,
): Promise<AdminUser> {
  const user = await db().transaction(async (tx) => {
    const { target: before } = await lockTarget(tx, id);
    const [row] = await tx
      .update(users)
      .set({ publicName, name: publicName, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await logActivity(tx, actor, {
      action: "user.rename",
      targetType: "user",
      targetId: id,
      before: { name: before.publicName },
      after: { name: publicName },
    });
    const counts = await coloringCounts([id], tx);
    return toAdminUser(row, counts.get(id) ?? 0, locale);
  });
  // The name shows beside the user's pictures.
  publicContentChanged([contentTags.user(id)]);
  return user;
}

/**
 * DELETE /api/admin/user?id: the account with its colorings, their files and reactions, the user's reactions,
 * sessions and identities (DESIGN §4.8), logged in the same transaction; files go after the commit.
 * Site pictures the user uploaded as staff stay, without an owner.
 */
export async function deleteUser(actor: PublicUser, id: string): Promise<{ id: string }> {
  if (id === actor.id) throw new HttpError(403, "You cannot delete your own account here.");
  const removed = await db().transaction(async (tx) => {
    const locked = await lockTarget(tx, id);
    const before = locked.target;
    keepAnAdmin(locked);
    const colorings = await tx
      .select({ id: media.id, hash: media.hash, url: media.url, thumbnailUrl: media.thumbnailUrl })
      .from(media)
      .where(and(eq(media.ownerId, id), eq(media.type, "coloring")));
    const ids = colorings.map((c) => c.id);
    await tx
      .update(media)
      .set({ ownerId: null })
      .where(and(eq(media.ownerId, id), ne(media.type, "coloring")));
    await tx.delete(reactions).where(eq(reactions.userId, id));
    if (ids.length) {
      await tx.delete(reactions).where(inArray(reactions.mediaId, ids));
      await tx.delete(media).where(inArray(media.id, ids));
    }
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(accounts).where(eq(accounts.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    await logActivity(tx, actor, {
      action: "user.delete",
      targetType: "user",
      targetId: id,
      before: { name: before.publicName, grade: before.grade, identity: before.identity, colorings: ids.length },
    });
    return colorings;
  });
  publicContentChanged([...removedColoringTags(removed.map((row) => row.id)), contentTags.user(id)]);
  for (const row of removed) {
    await removeImageFiles(db(), row).catch((err: unknown) =>
      logger.error({ err, mediaId: row.id }, "could not remove coloring files"),
    );
  }
  return { id };
}

/** Counts for the dashboard summary. */
export async function userTotals(): Promise<{ users: number; staff: number; blocked: number }> {
  const [row] = await db()
    .select({
      users: count(),
      staff: sql<number>`count(*) filter (where ${users.grade} in ('admin', 'manager'))`.mapWith(Number),
      blocked: sql<number>`count(*) filter (where ${users.grade} = 'blocked')`.mapWith(Number),
    })
    .from(users);
  return row;
}
