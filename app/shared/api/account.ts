import { z } from "../zod";
import { AVATARS, COLORINGS_PER_PAGE, GRADES, type AvatarKey } from "../constants";

/** The signed-in user as the client sees it (spec §3 User). `photo` is the URL of the chosen avatar. */
export const publicUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photo: z.string(),
  avatar: z.enum(AVATARS),
  grade: z.enum(GRADES),
  newRegistered: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A message the server queues for the next page (spec §8): shown as a snackbar, error style when error is true. */
export const flashMessageSchema = z.object({ error: z.boolean(), text: z.string().max(300) });
export type FlashMessage = z.infer<typeof flashMessageSchema>;

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

export const displayNameSchema = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = displayNameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** An avatar key, or its URL as returned in `photo` (`/art/avatars/<key>.svg`). */
export function avatarFromPhoto(value: string): AvatarKey | null {
  const key = /^\/art\/avatars\/([a-z]+)\.svg$/.exec(value)?.[1] ?? value;
  return (AVATARS as readonly string[]).includes(key) ? (key as AvatarKey) : null;
}

/** PUT /api/change-account: displayName and/or photo (an avatar key or its URL; `avatar` is accepted too). */
export const changeAccountSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    photo: z.string().max(100).optional(),
    avatar: z.string().max(100).optional(),
  })
  .transform((body, ctx) => {
    const picked = body.avatar ?? body.photo;
    const avatar = picked === undefined ? undefined : avatarFromPhoto(picked);
    if (avatar === null) {
      ctx.addIssue({ code: "custom", path: ["photo"], message: "Please choose one of the character avatars." });
      return z.NEVER;
    }
    if (body.displayName === undefined && avatar === undefined) {
      ctx.addIssue({ code: "custom", message: "Nothing to change: send displayName or photo." });
      return z.NEVER;
    }
    return { displayName: body.displayName, avatar };
  });
export type ChangeAccountInput = z.input<typeof changeAccountSchema>;

/** GET /api/fetch-user */
export const fetchUserResponseSchema = z.object({ logged: z.boolean(), user: publicUserSchema.nullable() });
export type FetchUserResponse = z.infer<typeof fetchUserResponseSchema>;

/** PUT /api/change-account */
export const changeAccountResponseSchema = z.object({ user: publicUserSchema });

// ── The user's own colorings (spec §2 User colorings list, §7 GET /api/colorings/{id}, DELETE /api/coloring/{id}).

export const ownColoringsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  rowsPerPage: z.coerce.number().int().min(1).max(COLORINGS_PER_PAGE).default(COLORINGS_PER_PAGE),
});

export const ownColoringSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  displayName: z.string(),
  photo: z.string(),
  type: z.string(),
  /** 1 = featured in the gallery. */
  featured: z.number().int(),
  filtered: z.number().int(),
  /** 0 while waiting for staff review (GALLERY_MODERATION=pre). */
  approved: z.number().int(),
  attributes: z.record(z.string(), z.unknown()),
  /** Reaction counts per emoticon content (`:p1:` …). */
  reactions: z.array(z.object({ content: z.string(), count: z.number().int() })),
  createdAt: z.string(),
});
export type OwnColoring = z.infer<typeof ownColoringSchema>;

export const ownColoringsResponseSchema = z.object({
  page: z.number().int(),
  totalColorings: z.number().int(),
  colorings: z.array(ownColoringSchema),
});
export type OwnColoringsResponse = z.infer<typeof ownColoringsResponseSchema>;

export const deleteColoringResponseSchema = z.object({ id: z.number().int() });
