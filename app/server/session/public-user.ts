import type { PublicUser } from "~/shared/api/account";
import { avatarUrl } from "~/shared/account-rules";
import { AVATARS, DEFAULT_AVATAR, GRADES, type AvatarKey, type Grade } from "~/shared/constants";
import type { Locale } from "~/shared/locales";
import { publicNameKey, publicNameText, safePublicName } from "~/shared/public-name";
import { translate } from "../i18n/messages";

export interface UserRow {
  id: string;
  publicName?: string | null;
  avatar?: string | null;
  grade?: string | null;
  welcomedAt?: Date | string | null;
}

/**
 * A user's public name in the viewer's language (issue 28): always words from the lists. A stored value that is not a
 * list key (written by hand, an older version) shows a list name derived from the user id instead, never its text.
 */
export function renderPublicName(stored: string | null | undefined, userId: string, locale: Locale): string {
  return publicNameText(safePublicName(stored, userId), (key, values) => translate(locale, key, values));
}

/** The key the profile and rename pickers start from (a valid key even when the stored value is not one). */
export function publicNameKeyOf(stored: string | null | undefined, userId: string): string {
  return publicNameKey(safePublicName(stored, userId));
}

/**
 * The public shape of a user (spec §3): the list name rendered in the viewer's language and the chosen character
 * avatar only, never e-mail, a provider name or photo.
 */
export function toPublicUser(row: UserRow, locale: Locale): PublicUser {
  const avatar = (AVATARS as readonly string[]).includes(row.avatar ?? "") ? (row.avatar as AvatarKey) : DEFAULT_AVATAR;
  const grade = (GRADES as readonly string[]).includes(row.grade ?? "") ? (row.grade as Grade) : "user";
  return {
    id: row.id,
    displayName: renderPublicName(row.publicName, row.id, locale),
    publicName: publicNameKeyOf(row.publicName, row.id),
    photo: avatarUrl(avatar),
    avatar,
    grade,
    newRegistered: !row.welcomedAt,
  };
}
