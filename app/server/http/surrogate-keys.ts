/**
 * The headers that name a shared page's tags to a CDN (services/content-tags.ts), so a purge by tag reaches it:
 * Fastly reads `Surrogate-Key` (space-separated), Cloudflare `Cache-Tag` (comma-separated); each strips its header
 * before the page reaches the browser. Both limit the header to 16 KB; a page's tags are a few dozen short names (a
 * gallery page: its pictures and their owners), far below it. Were a page to exceed it, the tags past the limit are
 * not sent (coarse ones first, so a list change still purges it) and the CDN's copy of it follows within s-maxage.
 */
const MAX_HEADER = 15_000;

export function tagHeaders(tags: readonly string[]): { "Surrogate-Key": string; "Cache-Tag": string } {
  const coarseFirst = [...tags].sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")));
  const sent: string[] = [];
  let length = 0;
  for (const tag of coarseFirst) {
    if (length + tag.length + 1 > MAX_HEADER) break;
    sent.push(tag);
    length += tag.length + 1;
  }
  return { "Surrogate-Key": sent.join(" "), "Cache-Tag": sent.join(",") };
}
