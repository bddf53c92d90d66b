import { z } from "../zod";
import { LOCALES } from "../locales";

/** POST /api/analytics: a first-party, cookie-less page view or event (DESIGN §4.16). */
export const analyticsEventSchema = z.object({
  kind: z.enum(["pageview", "event"]),
  name: z.string().regex(/^[a-z0-9_:.-]{1,64}$/i),
  path: z.string().startsWith("/").max(300),
  locale: z.enum(LOCALES),
});
