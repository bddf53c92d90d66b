import { z } from "zod";

// The parts of the YouTube Data API v3 answers this site reads; anything else in them is ignored.

const thumbnail = z.object({ url: z.string().min(1) });

/** search.list: https://developers.google.com/youtube/v3/docs/search/list */
export const searchListAnswer = z.object({
  items: z.array(z.object({ id: z.object({ kind: z.string().optional(), videoId: z.string().optional() }) })),
});

/** videos.list with part=snippet,status: https://developers.google.com/youtube/v3/docs/videos/list */
export const videosListAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
      snippet: z.object({
        publishedAt: z.string(),
        channelId: z.string(),
        title: z.string(),
        description: z.string().default(""),
        thumbnails: z
          .object({ high: thumbnail.optional(), medium: thumbnail.optional(), default: thumbnail.optional() })
          .default({}),
        localized: z.object({ title: z.string(), description: z.string().default("") }).optional(),
      }),
      status: z.object({ madeForKids: z.boolean().optional() }).optional(),
    }),
  ),
});
export type YouTubeVideo = z.infer<typeof videosListAnswer>["items"][number];

/** The API's error body: `{ error: { code, message, errors: [{ domain, reason, message }] } }`. */
export const errorAnswer = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), domain: z.string().optional() })).optional(),
  }),
});
