import { z } from "../zod";
import { EMOTICONS } from "../constants";
import { idParamSchema } from "./params";

/** `:p3:` → `p3`; anything else (unknown names, other shapes) → null, and such a reaction is not displayed (spec §5). */
export function parseEmoticon(content: unknown): string | null {
  if (typeof content !== "string") return null;
  const match = /^:([a-z][0-9]):$/.exec(content);
  return match && EMOTICONS.includes(match[1]) ? match[1] : null;
}

/** `p3` → `:p3:`, the stored and transmitted form (spec §3 Reaction). */
export function emoticonContent(name: string): string {
  return `:${name}:`;
}

export function emoticonUrl(name: string): string {
  return `/art/emoticons/${name}.svg`;
}

/** POST /api/reaction/{id} body: one of the 24 emoticons (DESIGN §4.5). */
export const reactionBodySchema = z.object({
  content: z.string().refine((value) => parseEmoticon(value) !== null, { message: "Choose one of the emoticons." }),
});
export type ReactionBody = z.infer<typeof reactionBodySchema>;

/** One reaction as the public sees it: the emoticon and who chose it (displayName only). */
export const reactionSchema = z.object({ content: z.string(), displayName: z.string() });
export type Reaction = z.infer<typeof reactionSchema>;

export const REACTION_ID_PARAM = idParamSchema;
