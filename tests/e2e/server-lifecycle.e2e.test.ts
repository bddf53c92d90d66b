import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { killAll, launchServer, tempDir, waitReady } from "../helpers/built-server";

/** Its own servers from the production build (not the shared one), so it can stop and restart them on one data folder. */
const dataDir = tempDir("lifecycle");
const startServer = (env: Record<string, string> = {}) => launchServer({ DATA_DIR: dataDir, ...env });
afterAll(() => {
  // A failed assertion must not leave a server running.
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("server lifecycle", () => {
  it("answers every accepted request during SIGTERM, exits 0, and keeps its data across a restart", async () => {
    const first = await startServer();
    await waitReady(first);
    const { url } = first;
    const before = await (await fetch(`${url}/api/site-info/en`)).json();
    expect(before.events.length).toBeGreaterThan(0);

    const burst = Array.from({ length: 40 }, (_, i) =>
      fetch(`${url}/${i % 2 ? "apps" : "series/season1"}`).then(
        (r) => r.status,
        () => "refused",
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    first.child.kill("SIGTERM");
    const statuses = await Promise.all(burst);
    expect(await first.exited).toBe(0);
    // A request either got its full answer or was never accepted; none was cut off half-way.
    expect(statuses.filter((s) => s !== 200 && s !== "refused")).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

    const token = "scraper-token-0123456789";
    const second = await startServer({ METRICS_TOKEN: token });
    await waitReady(second);
    const after = await (await fetch(`${second.url}/api/site-info/en`)).json();
    expect(after.events).toEqual(before.events);
    // With METRICS_TOKEN set, /metrics answers the scraper that sends it, and nobody else.
    const refused = await fetch(`${second.url}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "A metrics token is required." });
    const scraped = await fetch(`${second.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="api:/api/site-info/:locale"',
    );
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("refuses to start on a bad setting with one line naming the variable", async () => {
    const run = await startServer({ PORT: "eighty" });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid configuration: PORT .+$/);
    expect(run.output().trim().split("\n")).toHaveLength(1);
  });
});
