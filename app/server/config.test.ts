import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const cfg = parseConfig({});
    expect(cfg.port).toBe(3000);
    expect(cfg.host).toBe("127.0.0.1");
    expect(cfg.devLogin).toBe(true);
    expect(cfg.databaseUrl).toBeUndefined();
    expect(cfg.countryHeader).toBe("cf-ipcountry");
  });

  it("names the variable in one line when a value is bad", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ ADMIN_IDENTITIES: "alice" })).toThrow(/ADMIN_IDENTITIES/);
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "id-only" })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it("refuses dev sign-in and a missing session secret in production", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DEV_LOGIN: "1", SESSION_SECRET: "x".repeat(32) })).toThrow(
      /DEV_LOGIN/,
    );
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).devLogin).toBe(false);
  });

  it("sizes the pool and the admission gate from the environment, the gate at twice the pool unless set (README Sizing)", () => {
    expect(parseConfig({})).toMatchObject({
      databasePool: { max: 10, waitMs: 3_000 },
      admission: { concurrency: 20, queue: 400, waitMs: 2_500 },
    });
    expect(parseConfig({ DATABASE_POOL_MAX: "4" }).admission.concurrency).toBe(8);
    expect(
      parseConfig({
        DATABASE_POOL_MAX: "4",
        ADMISSION_CONCURRENCY: "3",
        ADMISSION_QUEUE: "0",
        ADMISSION_WAIT_MS: "100",
      }).admission,
    ).toEqual({ concurrency: 3, queue: 0, waitMs: 100 });
    expect(() => parseConfig({ DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseConfig({ ADMISSION_WAIT_MS: "soon" })).toThrow(/ADMISSION_WAIT_MS/);
  });

  it("keeps files in DATA_DIR and limits in memory unless S3_BUCKET and REDIS_URL are set (README Scale-out)", () => {
    expect(parseConfig({}).storage).toBeUndefined();
    expect(parseConfig({}).redis).toBeUndefined();
    const cfg = parseConfig({
      S3_BUCKET: "rescue-media",
      S3_ENDPOINT: "http://minio:9000/",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      REDIS_URL: "redis://redis:6379",
    });
    expect(cfg.storage).toEqual({
      bucket: "rescue-media",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      forcePathStyle: true,
      prefix: "",
      credentials: { accessKeyId: "k", secretAccessKey: "s" },
    });
    expect(cfg.redis).toEqual({ url: "redis://redis:6379", prefix: "rescue:" });
    // On AWS: no endpoint, virtual-hosted addressing, the SDK's own credentials (a role).
    expect(parseConfig({ S3_BUCKET: "rescue-media", S3_REGION: "eu-west-1" }).storage).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => parseConfig({ S3_BUCKET: "Bad_Bucket" })).toThrow(/S3_BUCKET/);
    expect(() => parseConfig({ S3_BUCKET: "rescue-media", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseConfig({ REDIS_URL: "http://redis" })).toThrow(/REDIS_URL/);
  });

  it("parses identity lists", () => {
    expect(parseConfig({ ADMIN_IDENTITIES: "dev:alice, google:123" }).adminIdentities).toEqual([
      "dev:alice",
      "google:123",
    ]);
  });
});
