import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type ServerInstance } from "../helpers/built-server";
import { CHANNEL, startFakeYouTube, type FakeYouTube } from "../helpers/fake-youtube";
import { acceptCookies, baseURL, newVisitorPage, openBrowser } from "./helpers/browser";
import { answerGate } from "./helpers/gate";
import { waitForHydration } from "./helpers/hydration";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

/**
 * Issue 28 item 4, no third party before a tap: every request a public page makes on load (pictures, scripts, frames,
 * workers) goes to the site itself, with the YouTube provider (a second server with a key, against the local stand-in
 * for the API and the thumbnail host) and with the embedded catalog, in the CN variant too. The YouTube player exists
 * only after a tap on the facade and a right answer at the parental gate, sandboxed.
 */

/** The key pages (a video's page is added below, per provider), more languages and series, and the CN variant. */
const PAGES = [
  ...KEY_PUBLIC_PAGES.filter((path) => !path.startsWith("/watch/")),
  "/zh-cn",
  "/ja",
  "/series/season5",
  "/site/terms",
  "/?country=CN",
  "/watch?country=CN",
  "/series/season5?country=CN",
  "/apps?country=CN",
];
const YOUTUBE_VIDEO = "kidsVideo01";
const CATALOG_VIDEO = "demo-s5e01";

let fake: FakeYouTube;
let youtubeSite: ServerInstance;
let context: BrowserContext;
/** Every address the browser asked for, by the page that was loading. */
const requested: string[] = [];

beforeAll(async () => {
  fake = await startFakeYouTube();
  youtubeSite = await startBuiltServer({
    YOUTUBE_API_KEY: "test-key",
    YOUTUBE_API_URL: fake.url,
    YOUTUBE_THUMB_URL: fake.thumbUrl,
    YOUTUBE_CHANNEL_ID: CHANNEL,
  });
  context = await openBrowser();
  await acceptCookies(context);
  context.on("request", (request) => void requested.push(request.url()));
  // Off-site addresses never reach the network in tests (the player after the gate): a stub answers, still recorded.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>off-site</title>" }),
  );
}, 120_000);
afterAll(async () => {
  await context?.close();
  await youtubeSite?.stop();
  await fake?.close();
});

/** Loads a page, lets its scripts start and its lazy pictures come in (scrolled to the end), and returns what it asked for. */
async function requestsOf(origin: string, path: string): Promise<string[]> {
  const page = await context.newPage();
  const workers: string[] = [];
  page.on("worker", (worker) => void workers.push(worker.url()));
  page.on("frameattached", (frame) => void workers.push(frame.url()));
  requested.length = 0;
  try {
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await waitForHydration(page).catch(() => {});
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    return [...requested, ...workers, ...page.frames().map((frame) => frame.url())];
  } finally {
    await page.close();
  }
}

/** The addresses that are neither the site's own nor data:/blob:/about:blank. */
function foreign(urls: string[], origin: string): string[] {
  return [
    ...new Set(
      urls.filter(
        (url) =>
          url &&
          url !== "about:blank" &&
          !url.startsWith("data:") &&
          !url.startsWith("blob:") &&
          new URL(url).origin !== origin,
      ),
    ),
  ];
}

describe.each([
  { provider: "YouTube", origin: () => youtubeSite.url, video: YOUTUBE_VIDEO },
  { provider: "the embedded catalog", origin: () => baseURL(), video: CATALOG_VIDEO },
])("public pages with $provider", ({ origin, video }) => {
  it.each([...PAGES, `/watch/${video}`, `/watch/${video}?country=CN`])(
    "%s asks nothing of another site on load",
    async (path) => {
      const urls = await requestsOf(origin(), path);
      expect(urls.length).toBeGreaterThan(1);
      expect(foreign(urls, origin())).toEqual([]);
    },
  );
});

describe("the YouTube player", () => {
  it("is the site's own poster and a link to the server's gate in the server's HTML, with no frame", async () => {
    const html = await (await fetch(`${youtubeSite.url}/watch/${YOUTUBE_VIDEO}`)).text();
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/i\.ytimg\.com|(?:preconnect|dns-prefetch)[^>]*(?:google|youtube)/i);
    expect(html).toContain(
      `href="/leave?to=${encodeURIComponent(`https://www.youtube.com/watch?v=${YOUTUBE_VIDEO}`)}"`,
    );
    expect(html).toContain(`/media/yt/${YOUTUBE_VIDEO}.webp`);
    const thumbnail = await fetch(`${youtubeSite.url}/media/yt/${YOUTUBE_VIDEO}.webp`);
    expect({
      status: thumbnail.status,
      type: thumbnail.headers.get("content-type"),
      from: thumbnail.headers.get("x-thumbnail"),
    }).toEqual({ status: 200, type: "image/webp", from: "youtube" });
    expect((await fetch(`${youtubeSite.url}/media/yt/not-an-id.webp`)).status).toBe(404);
  });

  it("starts, sandboxed, only after a tap and a grown-up's right answer", async () => {
    // In English: the pages above left the language of the last one in the lang cookie.
    const page = await newVisitorPage(context);
    await page.goto(`${youtubeSite.url}/watch/${YOUTUBE_VIDEO}`);
    await waitForHydration(page);
    const poster = page.locator('[data-player="youtube-facade"] img');
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    requested.length = 0;
    await page.getByRole("link", { name: /^Play: Poli Saves the Day/ }).click();
    const gate = page.getByTestId("parental-gate");
    await expect.poll(() => gate.isVisible()).toBe(true);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(page.url()).toBe(`${youtubeSite.url}/watch/${YOUTUBE_VIDEO}`);
    expect(foreign(requested, youtubeSite.url)).toEqual([]);

    await answerGate(page, true);
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/kidsVideo01"]');
    await expect.poll(() => player.count()).toBe(1);
    expect(await player.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-presentation");
    expect(await player.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(await player.getAttribute("title")).toBe("YouTube video player: Poli Saves the Day");
    await page.close();
  });
});
