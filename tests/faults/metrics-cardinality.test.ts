import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 29, item 1: /metrics labelled requests by raw path, so requests to random paths grew the scrape without limit
 * (87 KB to 10.5 MB after 8,000 requests). Labels are route patterns now: 2,000 random paths leave the scrape with the
 * same series as 10 did.
 */

const dataDir = tempDir("metrics");
let server: Instance;

beforeAll(async () => {
  server = await startInstance({ DATA_DIR: dataDir });
  await waitReady(server);
});

afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Paths no route names, in every area: pages, API, static files, media, and the parameters of real routes. */
function randomPath(i: number): string {
  const word = crypto.randomBytes(6).toString("hex");
  return [
    `/${word}`,
    `/api/${word}`,
    `/assets/${word}.js`,
    `/media/${word}.png`,
    `/series/${word}`,
    `/play/apps/coloring/${word}`,
    `/${word}/${i}?q=${word}`,
  ][i % 7];
}

async function hit(count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const response = await fetch(`${server.url}${randomPath(next++)}`);
        await response.arrayBuffer();
      }
    }),
  );
}

async function scrape(): Promise<{ bytes: number; series: string[] }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  // One line per series of the request histogram, without its value: what grows with the label set.
  const series = text
    .split("\n")
    .filter((line) => line.startsWith("http_request_duration_seconds"))
    .map((line) => line.replace(/ [^ ]+$/, ""));
  return { bytes: text.length, series: series.sort() };
}

describe("metric labels", () => {
  it("stay route patterns: 2,000 requests to random paths add no series", async () => {
    // The scrape is a request too: one first, so its own series is in both.
    await scrape();
    await hit(10);
    const after10 = await scrape();
    await hit(2_000);
    const after2010 = await scrape();
    console.log(
      JSON.stringify({
        after10: { bytes: after10.bytes, series: after10.series.length },
        after2010: { bytes: after2010.bytes, series: after2010.series.length },
      }),
    );
    expect(after2010.series).toEqual(after10.series);
    expect(after2010.bytes).toBeLessThan(after10.bytes * 1.1);
  });
});
