import { describe, expect, it } from "vitest";
import type { VideoItem } from "./api/videos";
import { eventJsonLd, eventSummary, tvSeriesJsonLd, watchPageSeo, websiteJsonLd } from "./json-ld";

const tr = (key: string) => `«${key}»`;
const URL_ = "https://example.org/series/season1";

describe("JSON-LD of the public pages", () => {
  it("home: a WebSite named after the site, at the page's URL", () => {
    expect(websiteJsonLd(tr, "https://example.org/ko")).toEqual({
      "@type": "WebSite",
      name: "«Site Name»",
      url: "https://example.org/ko",
    });
  });

  it("a numbered season is a TVSeason of the series, with translated characters and an absolute image", () => {
    const ld = tvSeriesJsonLd(
      { titleKey: "Season 1", descriptionKey: "Season 1 Text", characters: ["poli", "amber"], seasonNumber: 1 },
      tr,
      URL_,
    );
    expect(ld).toMatchObject({
      "@type": "TVSeries",
      name: "«Site Name»",
      url: URL_,
      image: "https://example.org/art/og-default.png",
      containsSeason: {
        "@type": "TVSeason",
        seasonNumber: 1,
        name: "«Season 1»",
        description: "«Season 1 Text»",
        url: URL_,
      },
      character: [
        { "@type": "Person", name: "«Character Poli»" },
        { "@type": "Person", name: "«Character Amber»" },
      ],
    });
    expect(ld).not.toHaveProperty("hasPart");
  });

  it("an unnumbered series (specials) is a CreativeWorkSeries part, not a season", () => {
    const ld = tvSeriesJsonLd({ titleKey: "Specials", descriptionKey: "Specials Text", characters: [] }, tr, URL_);
    expect(ld.hasPart).toEqual({
      "@type": "CreativeWorkSeries",
      name: "«Specials»",
      description: "«Specials Text»",
      url: URL_,
    });
    expect(ld).not.toHaveProperty("containsSeason");
  });

  it("an event is online at its page, its banner made absolute; the summary is one line of at most 155 characters", () => {
    const event = {
      title: "Parade",
      keyid: "parade",
      image: "/art/banner.svg",
      startDate: "2026-01-01T00:00:00.000Z",
      endDate: "2026-02-01T00:00:00.000Z",
      desc: `Line one\n\n${"x".repeat(300)}`,
    };
    const url = "https://example.org/poliworld/event/parade";
    expect(eventJsonLd(event, url)).toMatchObject({
      "@type": "Event",
      name: "Parade",
      startDate: event.startDate,
      endDate: event.endDate,
      url,
      location: { "@type": "VirtualLocation", url },
      image: "https://example.org/art/banner.svg",
    });
    expect(eventJsonLd({ ...event, image: "" }, url)).not.toHaveProperty("image");
    expect(eventSummary(event)).toMatch(/^Line one x+$/);
    expect(eventSummary(event)).toHaveLength(155);
  });

  const video = (over: Partial<VideoItem> = {}): VideoItem => ({
    id: { kind: "youtube#video", videoId: "abc123" },
    snippet: {
      title: "Rescue!",
      description: "  A  long\nday ",
      publishedAt: "2026-03-01T00:00:00Z",
      channelId: "c",
      thumbnails: { high: { url: "/thumbs/abc.jpg" } },
    },
    source: "youtube",
    ...over,
  });

  it("a YouTube video embeds from youtube-nocookie; a catalog video names its file; both on one-line descriptions", () => {
    const youtube = watchPageSeo(video(), "https://example.org");
    expect(youtube).toMatchObject({ title: "Rescue!", description: "A long day", image: "/thumbs/abc.jpg" });
    expect(youtube.jsonLd).toMatchObject({
      "@type": "VideoObject",
      thumbnailUrl: "https://example.org/thumbs/abc.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/abc123",
    });
    expect(youtube.jsonLd).not.toHaveProperty("contentUrl");
    const catalog = watchPageSeo(
      video({ source: "catalog", videoUrl: "/video/abc/master.m3u8" }),
      "https://example.org",
    );
    expect(catalog.jsonLd).toMatchObject({ contentUrl: "https://example.org/video/abc/master.m3u8" });
    expect(catalog.jsonLd).not.toHaveProperty("embedUrl");
  });

  it("a video without a description is described by its title", () => {
    const seo = watchPageSeo(video({ snippet: { ...video().snippet, description: " \n " } }), "https://example.org");
    expect(seo.description).toBe("Rescue!");
    expect(seo.jsonLd.description).toBe("Rescue!");
  });
});
