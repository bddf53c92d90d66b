import { z } from "../zod";

/** GET /api/poliworld/event/fetch/{id}: one event page (spec §3 Event page data). Dates are ISO 8601. */
export const eventPageSchema = z.object({
  title: z.string(),
  keyid: z.string(),
  image: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  desc: z.string(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

/** The event key in the URL: letters, digits, dashes and underscores. */
export const eventKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Unknown event");
