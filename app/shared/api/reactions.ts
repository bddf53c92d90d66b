import { z } from "../zod";
import { parseEmoticon } from "../emoticons";
import { idParamSchema } from "./params";

/** POST /api/reaction/{id} body: one of the 24 emoticons (DESIGN §4.5). */
export const reactionBodySchema = z.object({
  content: z.string().refine((value) => parseEmoticon(value) !== null, { message: "Choose one of the emoticons." }),
});
export type ReactionBody = z.infer<typeof reactionBodySchema>;

/** One reaction as the public sees it: the emoticon and who chose it (displayName only). */
export const reactionSchema = z.object({ content: z.string(), displayName: z.string() });
export type Reaction = z.infer<typeof reactionSchema>;

export const REACTION_ID_PARAM = idParamSchema;
