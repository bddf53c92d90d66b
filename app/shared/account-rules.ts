// The account rules the browser checks too (zod-free, so a form imports them without the API contract): avatars, providers, displayName.

import { AVATARS, type AvatarKey } from "./constants";

export function avatarUrl(avatar: string): string {
  return `/art/avatars/${avatar}.svg`;
}

// ── Sign-in providers (spec §2 Login, DESIGN §4.14).

export const SIGN_IN_PROVIDERS = ["google", "facebook", "kakao", "line", "weibo"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === "string" && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

// ── displayName and avatar rules (DESIGN §4.3).

export const DISPLAY_NAME_MAX = 30;
// Control characters (Cc) and invisible format characters (Cf: zero-width spaces and joiners, bidirectional
// overrides, soft hyphens), which can disguise a name or hide a link inside it.
const CONTROL = /[\p{Cc}\p{Cf}]/u;
// Full stops that browsers and IDNA read as a dot in a host name (ideographic, fullwidth, halfwidth ideographic).
const DOT_LOOKALIKES = /[\u3002\uff0e\uff61]/gu;
const URL_LIKE =
  /([a-z][a-z0-9+.-]*:\/\/)|(\bwww\.)|([a-z0-9-]\.(com|net|org|info|biz|io|co|me|tv|app|dev|xyz|site|online|shop|link|ly|gg|kr|cn|jp|ru|id|tw|hk|uk|us|de|fr)\b)/iu;

/** The problem with a displayName as a translation key ({{max}} is DISPLAY_NAME_MAX), or null when acceptable. */
export function displayNameProblem(value: string): DisplayNameProblem | null {
  const name = value.trim();
  const length = [...name].length;
  if (length < 1) return "Name Required";
  if (length > DISPLAY_NAME_MAX) return "Name Too Long";
  if (CONTROL.test(name)) return "Name Not Allowed";
  // Compatibility forms (ｅｖｉｌ．ｃｏｍ, ⓔⓥⓘⓛ) are folded first, so a link cannot hide in lookalike characters.
  if (URL_LIKE.test(name.normalize("NFKC").replace(DOT_LOOKALIKES, "."))) return "Name No Links";
  return null;
}
export type DisplayNameProblem = "Name Required" | "Name Too Long" | "Name Not Allowed" | "Name No Links";

/** An avatar key, or its URL as returned in `photo` (`/art/avatars/<key>.svg`). */
export function avatarFromPhoto(value: string): AvatarKey | null {
  const key = /^\/art\/avatars\/([a-z]+)\.svg$/.exec(value)?.[1] ?? value;
  return (AVATARS as readonly string[]).includes(key) ? (key as AvatarKey) : null;
}
