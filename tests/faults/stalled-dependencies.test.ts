import crypto from "node:crypto";
import fs from "node:fs";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { dropRedisPrefix, ensureRedis, REDIS_URL, redisPrefix, startS3, type LocalS3 } from "../scale/helpers/services";
import {
  coloringForm,
  createDatabase,
  devSignIn,
  killAll,
  postgresAvailable,
  startInstance,
  tempDir,
  waitReady,
  type Instance,
} from "./built-server";
import { startStallProxy, type StallProxy } from "./helpers/stall-proxy";

/**
 * Issue 29, item 1: every outgoing call has a deadline, so a dependency that stops answering (a paused S3 server, a
 * stalled Redis, a PostgreSQL that accepts and never answers) costs a request at most about 5 s: API calls answer
 * `503 {error}` with Retry-After, pages the resting page (or work without it), /media 503, never a hang; and the
 * instance serves again once the dependency is back. Each dependency sits behind a relay that can stall it
 * (helpers/stall-proxy.ts): connections stay open, no byte moves.
 */

/** The most a request may take while a dependency is stalled (the deadlines are 4.5–5 s; a busy machine adds some). */
const ANSWER_WITHIN_MS = 6_500;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  killAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Timed {
  status: number;
  ms: number;
  retryAfter: string | null;
  type: string;
  body: string;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  return {
    status: response.status,
    ms: Date.now() - started,
    retryAfter: response.headers.get("retry-after"),
    type: response.headers.get("content-type") ?? "",
    body,
  };
}

const errorOf = (answer: Timed) => (JSON.parse(answer.body) as { error?: unknown }).error;

async function start(env: Record<string, string>): Promise<Instance> {
  const dataDir = tempDir("stall");
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const instance = await startInstance({ DATA_DIR: dataDir, ...env });
  await waitReady(instance);
  return instance;
}

async function uploadColoring(instance: Instance, cookie: string): Promise<Timed> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: crypto.randomInt(256), g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  return timed(`${instance.url}/api/upload/coloring`, {
    method: "POST",
    headers: { cookie, Origin: instance.url },
    body: coloringForm(png),
  });
}

describe("a stalled S3 bucket", () => {
  it("answers /media 503 with Retry-After and an upload 503 {error} within seconds; pages still render; all is well once it is back", async () => {
    const s3: LocalS3 = await startS3();
    cleanups.push(() => s3.close());
    const relay: StallProxy = await startStallProxy({ host: "127.0.0.1", port: Number(new URL(s3.endpoint).port) });
    cleanups.push(() => relay.close());
    const instance = await start({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${relay.port}` });
    const cookie = await devSignIn(instance.url, "stall-kid");
    const uploaded = await uploadColoring(instance, cookie);
    expect(uploaded.status).toBe(201);
    const picture = (JSON.parse(uploaded.body) as { coloring: { url: string } }).coloring.url;
    expect((await timed(`${instance.url}${picture}`)).status).toBe(200);

    relay.stall();
    const media = await timed(`${instance.url}${picture}`);
    const upload = await uploadColoring(instance, cookie);
    const page = await timed(`${instance.url}/en`);
    // A resized copy (made on request, kept in the bucket): read from the bucket too.
    const variant = await timed(`${instance.url}/media/_v/320${picture.replace(/^\/media/, "")}.webp`);
    console.log(
      JSON.stringify({
        stalledS3: {
          media: [media.status, media.ms],
          upload: [upload.status, upload.ms],
          variant: [variant.status, variant.ms],
          page: [page.status, page.ms],
        },
      }),
    );
    expect([variant.status, variant.retryAfter]).toEqual([503, "5"]);
    expect(errorOf(variant)).toEqual(expect.any(String));
    expect(variant.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect([media.status, media.retryAfter, media.type]).toEqual([
      503,
      "5",
      expect.stringContaining("application/json"),
    ]);
    expect(errorOf(media)).toEqual(expect.any(String));
    expect(media.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect([upload.status, upload.retryAfter]).toEqual([503, "5"]);
    expect(errorOf(upload)).toEqual(expect.any(String));
    expect(upload.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(page.status).toBe(200);

    relay.resume();
    expect((await timed(`${instance.url}${picture}`)).status).toBe(200);
    expect((await uploadColoring(instance, cookie)).status).toBe(201);
    expect(instance.alive()).toBe(true);
  });
});

describe("a stalled Redis", () => {
  it("costs pages and API calls no more than its deadline, and they keep answering", async () => {
    await ensureRedis();
    const prefix = redisPrefix("stall");
    cleanups.push(() => dropRedisPrefix(prefix));
    const target = new URL(REDIS_URL);
    const relay = await startStallProxy({ host: target.hostname, port: Number(target.port || 6379) });
    cleanups.push(() => relay.close());
    const instance = await start({
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_PREFIX: prefix,
      PAGE_CACHE_SECONDS: "0",
    });
    const cookie = await devSignIn(instance.url, "stall-redis-kid");
    expect((await timed(`${instance.url}/api/colorings?page=0`)).status).toBe(200);

    relay.stall();
    const answers = [];
    for (const path of ["/api/colorings?page=0", "/en", "/play/gallery"])
      answers.push({ path, ...(await timed(`${instance.url}${path}`)) });
    // Uploads are limited per user in Redis and fail closed without it (README "Redis down"): 503 with Retry-After.
    const upload = await uploadColoring(instance, cookie);
    // Sign-in starts are limited too, and fail open.
    const signIn = await timed(`${instance.url}/auth/dev`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: instance.url },
      body: "name=stall-redis-other",
    });
    console.log(
      JSON.stringify({
        stalledRedis: [...answers, { ...upload, path: "upload" }, { ...signIn, path: "sign-in" }].map((a) => [
          a.path,
          a.status,
          a.ms,
        ]),
      }),
    );
    for (const answer of [...answers, upload, signIn]) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // Redis holds limits and shared caches only: without it they fall back to this process (as for an outage).
    for (const answer of answers) expect(answer.status, answer.path).toBe(200);
    expect([upload.status, upload.retryAfter]).toEqual([503, expect.stringMatching(/^\d+$/)]);
    expect(errorOf(upload)).toEqual(expect.any(String));
    expect(signIn.status).toBeLessThan(400);

    relay.resume();
    expect((await timed(`${instance.url}/api/colorings?page=0`)).status).toBe(200);
    let after = await uploadColoring(instance, cookie);
    for (let i = 0; i < 10 && after.status !== 201; i++) after = await uploadColoring(instance, cookie);
    expect(after.status).toBe(201);
    expect(instance.alive()).toBe(true);
  });
});

describe.skipIf(!(await postgresAvailable()))("a stalled PostgreSQL", () => {
  it("answers the API 503 {error} and pages the resting page within seconds, and serves again once it is back", async () => {
    const database = await createDatabase("stall");
    cleanups.push(() => database.drop());
    const url = new URL(database.url);
    const relay = await startStallProxy({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => relay.close());
    url.host = `127.0.0.1:${relay.port}`;
    const instance = await start({ DATABASE_URL: url.href, PAGE_CACHE_SECONDS: "0" });
    expect((await timed(`${instance.url}/api/colorings?page=0`)).status).toBe(200);

    relay.stall();
    const api = await timed(`${instance.url}/api/colorings?page=0`);
    const page = await timed(`${instance.url}/play/gallery`);
    console.log(JSON.stringify({ stalledPostgres: { api: [api.status, api.ms], page: [page.status, page.ms] } }));
    expect([api.status, api.retryAfter]).toEqual([503, "5"]);
    expect(errorOf(api)).toEqual(expect.any(String));
    expect(api.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect([page.status, page.retryAfter, page.type]).toEqual([503, "5", expect.stringContaining("text/html")]);
    expect(page.body).toContain("The site is resting");
    expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);

    relay.resume();
    let after = await timed(`${instance.url}/api/colorings?page=0`);
    for (let i = 0; i < 20 && after.status !== 200; i++) after = await timed(`${instance.url}/api/colorings?page=0`);
    expect(after.status).toBe(200);
    expect((await timed(`${instance.url}/play/gallery`)).status).toBe(200);
    expect(instance.alive()).toBe(true);
  });
});
