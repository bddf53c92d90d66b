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
    expect(() => parseConfig({ NODE_ENV: "production", DEV_LOGIN: "1", SESSION_SECRET: "x".repeat(32) })).toThrow(/DEV_LOGIN/);
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).devLogin).toBe(false);
  });

  it("parses identity lists", () => {
    expect(parseConfig({ ADMIN_IDENTITIES: "dev:alice, google:123" }).adminIdentities).toEqual(["dev:alice", "google:123"]);
  });
});
