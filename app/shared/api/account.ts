import { z } from "../zod";
import { avatarFromPhoto, displayNameProblem } from "../account-rules";
import { AVATARS, COLORINGS_PER_PAGE, GRADES } from "../constants";
import { pageIndexSchema, rowsPerPageSchema } from "./paging";
import { parsePublicName } from "../public-name";

/**
 * The signed-in user as the client sees it (spec §3 User). `displayName` is the list name rendered in the viewer's
 * language, `publicName` its key (`brave-helicopter-42`); `photo` is the URL of the chosen avatar.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  publicName: z.string(),
  photo: z.string(),
  avatar: z.enum(AVATARS),
  grade: z.enum(GRADES),
  newRegistered: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A message the server queues for the next page (spec §8): shown as a snackbar, error style when error is true. */
export const flashMessageSchema = z.object({ error: z.boolean(), text: z.string().max(300) });
export type FlashMessage = z.infer<typeof flashMessageSchema>;

/** The dev sign-in's name (it names the identity `dev:<name>` only; never shown publicly). */
export const displayNameSchema = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = displayNameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * A public name as sent to the API: the key of words picked from the lists, `<adjective>-<noun>-<1…99>`
 * (app/shared/public-name.ts). Free text is refused (issue 28: nothing a child types is shown to others).
 */
export const publicNameSchema = z
  .string()
  .max(40)
  .refine((value) => parsePublicName(value) !== null, {
    message: "Please pick a name from the word lists (for example brave-helicopter-42).",
  });

/** PUT /api/change-account: displayName (a list name key) and/or photo (an avatar key or its URL; `avatar` is accepted too). */
export const changeAccountSchema = z
  .object({
    displayName: publicNameSchema.optional(),
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
  page: pageIndexSchema,
  rowsPerPage: rowsPerPageSchema(COLORINGS_PER_PAGE, COLORINGS_PER_PAGE),
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
