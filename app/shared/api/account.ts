import { z } from "zod";
import { AVATARS, GRADES } from "../constants";

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
