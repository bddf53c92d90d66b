import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Redis } from "ioredis";
import S3rver from "s3rver";
import { s3Storage, type ObjectStorage } from "~/server/storage/s3";
import { freePort } from "../../helpers/built-server";

/**
 * The shared services of several instances, on this machine: an S3-compatible server (s3rver, from npm), Redis and
 * PostgreSQL (started by .ci/run, or by ensureRedis below when Redis is down).
 */

export const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
export const S3_CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The variables an instance needs to store its uploads here. */
  env: Record<string, string>;
  /** The site's S3 driver on this bucket, its keys under `prefix`, for a test that calls the app in process. */
  storage(prefix?: string): ObjectStorage;
  close(): Promise<void>;
}

/** An s3rver on a free port with one fresh bucket, its files in a temporary folder removed by close(). */
export async function startS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-s3-"));
  const bucket = `rescue-${crypto.randomBytes(4).toString("hex")}`;
  const server = new S3rver({
    port: await freePort(),
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    bucket,
    client,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "1",
      ...S3_CREDENTIALS,
    },
    storage(prefix = "site/") {
      return s3Storage({
        bucket,
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        prefix,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
    },
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ""));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const REDIS_START = [
  "--daemonize",
  "yes",
  "--bind",
  "127.0.0.1",
  "-::1",
  "--port",
  "6379",
  "--save",
  "",
  "--appendonly",
  "no",
  "--dir",
  "/var/lib/redis",
  "--logfile",
  "/var/log/redis/ci.log",
];

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The machine's Redis (REDIS_URL above); started as .ci/run does when it is down and this is the default address. */
export async function ensureRedis(): Promise<void> {
  if (await answers(REDIS_URL)) return;
  if (REDIS_URL !== "redis://127.0.0.1:6379") throw new Error(`Redis at ${REDIS_URL} does not answer`);
  for (const dir of ["/var/lib/redis", "/var/log/redis"]) fs.mkdirSync(dir, { recursive: true });
  execFileSync("redis-server", REDIS_START, { stdio: "inherit" });
  for (let i = 0; i < 50 && !(await answers(REDIS_URL)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await answers(REDIS_URL))) throw new Error("redis-server did not start");
}

/** A key prefix of its own for this run, so parallel runs on one Redis never share a limit or a cache entry. */
export function redisPrefix(name: string): string {
  return `test-${name}-${crypto.randomBytes(4).toString("hex")}:`;
}

/** Removes every key of a prefix (the end of a test run). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

/** A Redis of this test's own on a free port (no persistence), to stop and start again. */
export interface OwnRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** SIGKILL: gone at once, as a crashed or unreachable Redis. */
  kill(): Promise<void>;
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    url,
    port,
    async start() {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      );
      for (let i = 0; i < 50 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
      if (!(await answers(url))) throw new Error("own redis-server did not start");
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once("exit", r));
      running.kill("SIGKILL");
      await exited;
      // The port is free once the listener is gone.
      await new Promise<void>((resolve) => {
        const probe = net.connect(port, "127.0.0.1");
        probe.once("error", () => resolve());
        probe.once("connect", () => (probe.destroy(), resolve()));
      });
    },
  };
}
