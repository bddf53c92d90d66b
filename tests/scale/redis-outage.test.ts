import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coloringForm } from "../faults/built-server";
import { devSignIn, killAll, launchServer, tempDir, waitReady, type ServerInstance } from "../helpers/built-server";
import { ownRedis, redisPrefix, type OwnRedis } from "./helpers/services";
import sharp from "sharp";
import fs from "node:fs";

/**
 * Issue 16: Redis goes away mid-traffic and comes back. The site keeps serving, each limit does what
 * RATE_LIMITS[…].whenRedisIsDown says (per-instance memory, or 503 for uploads and YouTube searches), /readyz names
 * Redis as down, the outage and the recovery are logged, and everything works again once Redis is back.
 */

let redis: OwnRedis;
let server: ServerInstance;
const dataDir = tempDir("redis-outage");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  // VITEST is cleared so the server logs (the test reads the outage and recovery lines).
  server = await launchServer({
    DATA_DIR: dataDir,
    DEV_LOGIN: "1",
    LOG_LEVEL: "info",
    VITEST: "",
    REDIS_URL: redis.url,
    REDIS_PREFIX: redisPrefix("outage"),
  });
  await waitReady(server);
});
afterAll(async () => {
  killAll();
  await redis?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const picture = (seed: number) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: seed, g: 40, b: 200 } } })
    .png()
    .toBuffer();

describe("Redis going away mid-traffic", () => {
  it("keeps serving, fails each limit open or closed as documented, and recovers when Redis is back", async () => {
    const cookie = await devSignIn(server.url, "outage-kid");
    const post = (path: string, body: BodyInit, type?: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { cookie, Origin: server.url, ...(type && { "Content-Type": type }) },
        body,
      });
    const { colorings } = (await (await fetch(`${server.url}/api/colorings?page=0`)).json()) as {
      colorings: { id: number }[];
    };
    const react = () =>
      post(`/api/reaction/${colorings[0].id}`, JSON.stringify({ content: ":p1:" }), "application/json");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await post("/api/upload/coloring", coloringForm(await picture(1)))).status).toBe(201);

    // Traffic runs while Redis is killed: reads, and reactions (limited per instance while Redis is down).
    const statuses: number[] = [];
    let stop = false;
    const traffic = (async () => {
      while (!stop) {
        const answers = await Promise.all([fetch(`${server.url}/api/colorings?page=0`), react()]);
        statuses.push(...answers.map((r) => r.status));
        await sleep(60);
      }
    })();
    await sleep(300);
    await redis.kill();
    await sleep(1_500);

    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: "Redis unavailable",
      checks: { database: "ok", storage: "ok", redis: "down" },
    });
    // Uploads fail closed: a clear 503 {error} with Retry-After, nothing stored.
    const refused = await post("/api/upload/coloring", coloringForm(await picture(2)));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      error: "This is not possible right now. Please try again in a few minutes.",
    });
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    stop = true;
    await traffic;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(server.output()).toMatch(/Redis unavailable/);

    // Back: the client reconnects by itself.
    await redis.start();
    let back = 0;
    for (let i = 0; i < 100 && back !== 200; i++) {
      await sleep(100);
      back = (await fetch(`${server.url}/readyz`)).status;
    }
    expect(back).toBe(200);
    expect((await post("/api/upload/coloring", coloringForm(await picture(3)))).status).toBe(201);
    expect(server.output()).toMatch(/Redis connected[\s\S]*Redis unavailable[\s\S]*Redis connected/);
  });
});
