import type { z } from "zod";
import type { VideoItem } from "~/shared/api/videos";
import type { Locale } from "~/shared/locales";
import { HttpError } from "../../http/api";
import { rateLimit } from "../../http/rate-limit";
import { logger } from "../../logger";
import { sharedEntries } from "../../redis/entries";
import { TtlCache } from "./cache";
import { QUOTA_COST, type QuotaBudget } from "./quota-budget";
import { youtubeThumbnailPath } from "./thumbnails";
import type { VideoProvider, VideoSearch } from "./provider";
import { errorAnswer, searchListAnswer, videosListAnswer, type YouTubeVideo } from "./youtube-answers";

export const QUOTA_EXCEEDED = "The video service has reached its limit for today. Please try again later.";
export const UPSTREAM_FAILED = "The video service is not available right now. Please try again later.";
export const UPSTREAM_MALFORMED = "The video service sent an answer we could not read. Please try again later.";
export const CHANNEL_MISSING = "The video channel is not configured.";

/**
 * Deadline of one YouTube API call, answer body included (issue 29). A search makes two calls (search, then videos),
 * so a stalled API is answered within about 5 s; the API itself answers in well under a second.
 */
export const YOUTUBE_TIMEOUT_MS = 2_500;

export interface YouTubeOptions {
  apiKey: string;
  /** https://www.googleapis.com/youtube/v3, or a local server in tests. */
  apiUrl: string;
  /** YOUTUBE_CHANNEL_ID: when set, the only channel searched and played. */
  channelId?: string;
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  maxResults?: number;
  /** The site-wide daily budget every call is paid from (quota-budget.ts); none: only YouTube's own answer limits. */
  quota?: QuotaBudget;
}

/** YouTube's interface languages for the site's locales (videos.list `hl`). */
const HL: Record<Locale, string> = {
  en: "en",
  ko: "ko",
  "zh-cn": "zh-CN",
  "zh-hk": "zh-HK",
  "zh-tw": "zh-TW",
  ja: "ja",
  ru: "ru",
  id: "id",
};
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded", "rateLimitExceeded", "userRateLimitExceeded"]);

/**
 * The YouTube Data API v3: search.list within the channel, then videos.list for the made-for-kids flag
 * (status.madeForKids) and the titles in the visitor's language. Answers are cached (in memory, or in Redis) for a few minutes;
 * a search's video ids are shared by all languages, so one search costs quota once per order and term.
 */
export function youtubeProvider(options: YouTubeOptions): VideoProvider {
  const ttlMs = options.ttlMs ?? 5 * 60_000;
  const cacheOptions = { ttlMs, staleMs: options.staleMs ?? 60 * 60_000, maxEntries: options.maxEntries ?? 500 };
  // With REDIS_URL the answers are shared by every instance: a search costs quota once for the whole site.
  const searchIds = new TtlCache<string[]>({ ...cacheOptions, shared: sharedEntries("youtube-search") });
  // "-v2": answers cached before thumbnails were served from the site held i.ytimg.com addresses.
  const videoLists = new TtlCache<VideoItem[]>({ ...cacheOptions, shared: sharedEntries("youtube-videos-v2") });
  const base = options.apiUrl.replace(/\/+$/, "");

  async function call<S extends z.ZodType>(
    resource: "search" | "videos",
    params: Record<string, string>,
    answer: S,
  ): Promise<z.infer<S>> {
    const url = new URL(`${base}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", options.apiKey);
    if (options.quota && !(await options.quota.spend(QUOTA_COST[resource]))) throw new HttpError(502, QUOTA_EXCEEDED);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? YOUTUBE_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn({ resource, err: (error as Error).message }, "YouTube API unreachable");
      // A stalled API: the visitor may try again shortly (a refused or broken connection stays a 502).
      if ((error as Error).name === "TimeoutError") throw new HttpError(503, UPSTREAM_FAILED, { "Retry-After": "5" });
      throw new HttpError(502, UPSTREAM_FAILED);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const parsed = errorAnswer.safeParse(body);
      const reason = parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
      logger.warn(
        { resource, status: response.status, reason, message: parsed.success ? parsed.data.error.message : undefined },
        "YouTube API error",
      );
      if (reason && QUOTA_REASONS.has(reason)) {
        await options.quota?.exhaust();
        throw new HttpError(502, QUOTA_EXCEEDED);
      }
      throw new HttpError(502, UPSTREAM_FAILED);
    }
    const parsed = answer.safeParse(body);
    if (!parsed.success) {
      logger.warn({ resource, issue: parsed.error.issues[0]?.message }, "YouTube API answer malformed");
      throw new HttpError(502, UPSTREAM_MALFORMED);
    }
    return parsed.data;
  }

  function channelFor(requested?: string): string {
    // The configured channel always wins, so the site's quota cannot be spent searching other channels.
    if (options.channelId) return options.channelId;
    if (requested && CHANNEL_ID.test(requested)) return requested;
    throw new HttpError(503, CHANNEL_MISSING);
  }

  /** videos.list for some ids, kept in the given order, only the made-for-kids ones (of the channel, when set). */
  function videos(ids: string[], locale: Locale): Promise<VideoItem[]> {
    if (!ids.length) return Promise.resolve([]);
    return videoLists.get(`${ids.join(",")}|${locale}`, async () => {
      const answer = await call(
        "videos",
        { part: "snippet,status", id: ids.join(","), hl: HL[locale], maxResults: "50" },
        videosListAnswer,
      );
      const byId = new Map(answer.items.map((item) => [item.id, item]));
      return ids
        .map((id) => byId.get(id))
        .filter((item): item is YouTubeVideo => !!item && item.status?.madeForKids === true)
        .filter((item) => !options.channelId || item.snippet.channelId === options.channelId)
        .map(toVideoItem);
    });
  }

  return {
    source: "youtube",
    async search({ term, order, channel, locale, client }: VideoSearch) {
      const channelId = channelFor(channel);
      const ids = await searchIds.get(`${channelId}|${order}|${term.toLowerCase()}`, async () => {
        // A search YouTube has to answer costs 100 of the day's 10,000 quota units: each client gets a budget of
        // those; searches answered from the cache are free.
        if (client !== undefined) await rateLimit("videoSearch", client || "unknown");
        const params: Record<string, string> = {
          part: "snippet",
          channelId,
          order,
          type: "video",
          safeSearch: "strict",
          maxResults: String(options.maxResults ?? 24),
        };
        if (term) params.q = term;
        const answer = await call("search", params, searchListAnswer);
        return answer.items
          .map((item) => item.id.videoId)
          .filter((id): id is string => !!id && /^[A-Za-z0-9_-]{1,64}$/.test(id));
      });
      return videos(ids, locale);
    },
    async details(id: string, locale: Locale) {
      return (await videos([id], locale))[0] ?? null;
    },
  };
}

/** The thumbnail is the site's copy (thumbnails.ts), never i.ytimg.com: the browser contacts Google only after a tap. */
function toVideoItem(video: YouTubeVideo): VideoItem {
  const { snippet } = video;
  return {
    id: { kind: "youtube#video", videoId: video.id },
    snippet: {
      title: snippet.localized?.title || snippet.title,
      description: snippet.localized?.description || snippet.description,
      publishedAt: snippet.publishedAt,
      channelId: snippet.channelId,
      thumbnails: { high: { url: youtubeThumbnailPath(video.id) } },
    },
    source: "youtube",
  };
}
