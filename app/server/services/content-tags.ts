import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

/**
 * The tags a shared page carries: what it shows, named so that a write can say what it touched (issue 29). The page
 * cache forgets, and the CDN purges, only the pages carrying a tag a write announces (publicContentChanged). Services
 * that read public content add their tags while a page renders (tagPage); the ones that write announce the same names.
 * Every tag is plain ASCII without spaces or commas, as Fastly's Surrogate-Key and Cloudflare's Cache-Tag require.
 */
export const contentTags = {
  /** Every shared page: purging it purges the whole site (a write that cannot say what it touched). */
  site: "site",
  /** The gallery's lists as a whole: a coloring added, removed, filtered or approved moves every page of it. */
  gallery: "gallery",
  /** One coloring shown on a page (its featured mark, its picture). */
  coloring: (id: number) => `coloring:${id}`,
  /** A user whose public name or avatar a page shows (a hash: the id itself is not published in a header). */
  user: (id: string) => `user:${crypto.createHash("sha256").update(id).digest("hex").slice(0, 16)}`,
  /** Which coloring is the coloring of the day: the featured set (or, with none featured, the gallery's newest). */
  cotd: "cotd",
  /** The puzzle of one day (YYYY-MM-DD), and every day's at once (a potd picture changed or removed). */
  potd: "potd",
  potdOf: (date: string) => `potd:${date}`,
  /** The pictures staff added (issue 31): the /play list of coloring pages and the pickers. */
  pictures: "pictures",
  /**
   * The campaigns a visitor of a region sees: `*` for everyone's, else a country code; `rest` for the visitors whose
   * country has no campaign of its own (country-variant.ts), whose pages change when a country joins or leaves them.
   */
  campaigns: (region: string) => `campaigns:${region}`,
  campaignsOfTheRest: "campaigns:rest",
  /** One campaign's event page. */
  campaign: (keyid: string) => `campaign:${keyid}`,
  /** The SEO entry of one path (every locale's), the path exactly as the entry and the page compare it. */
  seo: (path: string) => `seo:${encodeURIComponent(path).slice(0, 200)}`,
  /** The watch list (search results, the home's slider) and one video's own screen. */
  videos: "videos",
  video: (id: string) => `video:${id}`,
  /** The fixed content of a series page (changes only with a deploy). */
  series: (key: string) => `series:${key}`,
} as const;

/** The pages a video is on: the watch list (and the home's slider) and its own watch screen. */
export function videoTags(id: string): string[] {
  return [contentTags.videos, contentTags.video(id)];
}

/** The pages a coloring leaving the gallery was on: every page of the list, the coloring of the day, its own mentions. */
export function removedColoringTags(ids: readonly number[]): string[] {
  return [contentTags.gallery, contentTags.cotd, ...ids.map(contentTags.coloring)];
}

const rendering = new AsyncLocalStorage<Set<string>>();

/** Says that the page being rendered shows these (no effect outside a page render, e.g. in an API answer). */
export function tagPage(...tags: string[]): void {
  const collected = rendering.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}

/**
 * Collects the tags of one page render: run the render through `run`, and read `tags()` once its body has been read
 * (a streamed page may read more while it streams).
 */
export function pageTagCollector(): { run<T>(render: () => Promise<T>): Promise<T>; tags(): string[] } {
  const collected = new Set<string>([contentTags.site]);
  return { run: (render) => rendering.run(collected, render), tags: () => [...collected] };
}
