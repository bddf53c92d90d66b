import { z } from "../zod";

/** A coloring as the public sees it: no e-mail, no provider data, only the site's own avatar. */
export const publicColoringSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  displayName: z.string(),
  /** `/art/avatars/<avatar>.svg` of the owner. */
  photo: z.string(),
});
export type PublicColoring = z.infer<typeof publicColoringSchema>;

/** GET /api/cotd: the coloring of the day (DESIGN §4.9), null while there are no colorings. */
export const cotdResponseSchema = z.object({ CotD: publicColoringSchema.nullable() });
export type CotdResponse = z.infer<typeof cotdResponseSchema>;
