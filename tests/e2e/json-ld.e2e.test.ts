import { describe, expect, inject, it } from "vitest";

/** The structured data search engines read from the server-rendered pages (built by app/shared/json-ld.ts). */
async function jsonLd(path: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(new URL(path, inject("baseURL")));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

const ofType = (items: Record<string, unknown>[], type: string) => items.filter((item) => item["@type"] === type);

describe("JSON-LD on the public pages", () => {
  it("home names the site as a WebSite beside the Organization", async () => {
    const items = await jsonLd("/ko");
    expect(ofType(items, "Organization")).toHaveLength(1);
    expect(ofType(items, "WebSite")).toEqual([
      expect.objectContaining({ "@context": "https://schema.org", url: expect.stringMatching(/\/ko$/) }),
    ]);
  });

  it("a numbered season is a TVSeason of the TVSeries, a collection a part of it, with translated characters", async () => {
    const [season] = ofType(await jsonLd("/series/season2"), "TVSeries");
    expect(season).toMatchObject({ containsSeason: { "@type": "TVSeason", seasonNumber: 2 } });
    expect(season.character).toContainEqual({ "@type": "Person", name: "Poli" });
    const [songs] = ofType(await jsonLd("/series/songsong"), "TVSeries");
    expect(songs).toMatchObject({ hasPart: { "@type": "CreativeWorkSeries" } });
    expect(songs).not.toHaveProperty("containsSeason");
  });

  it("an event page is an online Event at its own address", async () => {
    const [event] = ofType(await jsonLd("/poliworld/event/puzzle-week"), "Event");
    expect(event).toMatchObject({
      name: "Puzzle Week",
      location: { "@type": "VirtualLocation", url: expect.stringMatching(/\/poliworld\/event\/puzzle-week$/) },
    });
  });
});
