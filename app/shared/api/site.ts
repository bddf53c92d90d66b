import { z } from "../zod";

/** A campaign as the home carousel shows it (spec §3 Event). */
export const siteEventSchema = z.object({
  keyid: z.string(),
  title: z.string(),
  description: z.string(),
  targetUrl: z.string(),
  bannerUrl: z.string(),
});
export type SiteEvent = z.infer<typeof siteEventSchema>;

export const seoEntrySchema = z.object({
  id: z.number().int(),
  path: z.string(),
  locale: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  image: z.string(),
  noindex: z.boolean(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

/** GET /api/site-info/{locale} */
export const siteInfoSchema = z.object({
  locale: z.string(),
  country: z.string(),
  youtubeChannel: z.string(),
  events: z.array(siteEventSchema),
  seo: z.array(seoEntrySchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
