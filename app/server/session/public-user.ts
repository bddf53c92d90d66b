import type { PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import { AVATARS, DEFAULT_AVATAR, GRADES, type AvatarKey, type Grade } from "~/shared/constants";

export interface UserRow {
  id: string;
  name: string;
  avatar?: string | null;
  grade?: string | null;
  welcomedAt?: Date | string | null;
}

/** The public shape of a user (spec §3): displayName and the chosen character avatar only, never e-mail or provider photo. */
export function toPublicUser(row: UserRow): PublicUser {
  const avatar = (AVATARS as readonly string[]).includes(row.avatar ?? "") ? (row.avatar as AvatarKey) : DEFAULT_AVATAR;
  const grade = (GRADES as readonly string[]).includes(row.grade ?? "") ? (row.grade as Grade) : "user";
  return { id: row.id, displayName: row.name, photo: avatarUrl(avatar), avatar, grade, newRegistered: !row.welcomedAt };
}
