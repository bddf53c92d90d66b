import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 29, item 3: any query string skipped the page cache, so a campaign's `utm_*` or a bot's `?x=N` forced a full
 * render per request (~117× the CPU of a cached page). 1,000 requests with distinct junk and tracking parameters render
 * the page once; a page's own parameter still makes its own page.
 */

const dataDir = tempDir("cachekey");
let server: Instance;

beforeAll(async () => {
  // Long enough that the cache does not expire during the run.
  server = await startInstance({ DATA_DIR: dataDir, PAGE_CACHE_SECONDS: "600" });
  await waitReady(server);
});

afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const junk = (i: number) => {
  const word = crypto.randomBytes(5).toString("hex");
  return [
    `utm_source=${word}&utm_medium=mail`,
    `fbclid=${word}`,
    `gclid=${word}&_ga=${i}`,
    `x${word}=${i}`,
    `ref=${word}&mc_cid=${i}`,
  ][i % 5];
};

async function states(path: (i: number) => string, count: number, headers: Record<string, string>) {
  const seen: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const response = await fetch(`${server.url}${path(next++)}`, { headers });
        await response.arrayBuffer();
        const state = `${response.status} ${response.headers.get("x-page-cache") ?? "none"}`;
        seen[state] = (seen[state] ?? 0) + 1;
      }
    }),
  );
  return seen;
}

describe("the page cache's key", () => {
  it("renders a page once for 1,000 requests with distinct junk and tracking parameters", async () => {
    const started = performance.now();
    const seen = await states((i) => `/play?${junk(i)}`, 1000, { cookie: "lang=en" });
    console.log(JSON.stringify({ seen, seconds: +((performance.now() - started) / 1000).toFixed(1) }));
    expect(seen["200 miss"] ?? 0).toBeLessThanOrEqual(1);
    expect(seen["200 hit"]).toBeGreaterThanOrEqual(999);
  });

  it("keeps a page's own parameter, normalised: the gallery's page number", async () => {
    const first = await states((i) => `/play/gallery?page=${["1", "01", "1&utm_source=x"][i]}`, 3, {
      cookie: "lang=en",
    });
    expect(first).toEqual({ "200 miss": 1, "200 hit": 2 });
  });

  it("varies on nothing a CDN cannot key on: no raw Accept-Language on a page it may keep", async () => {
    const chosen = await fetch(`${server.url}/apps?utm_source=a`, { headers: { cookie: "lang=ko" } });
    expect(chosen.headers.get("cache-control")).toMatch(/^public, .*s-maxage=600/);
    expect(chosen.headers.get("vary")).not.toMatch(/accept-language/i);
    // The language came from the browser's header alone: shared on this instance, not given to a CDN.
    const guessed = await fetch(`${server.url}/apps?utm_source=b`, {
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
    });
    expect(await guessed.text()).toContain('<html lang="ja"');
    expect(guessed.headers.get("cache-control")).toMatch(/^private/);
    const again = await fetch(`${server.url}/apps?utm_source=c`, { headers: { "accept-language": "ja" } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
  });
});
