import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";

/** Whether the app believes X-Forwarded-For from a peer at `address` (Express's compiled "trust proxy" function). */
function believes(trustProxy: string | undefined, address: string): boolean {
  const app = express();
  app.set("trust proxy", parseConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }).trustProxy);
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return trust(address, 0);
}

describe("TRUST_PROXY (issue 29)", () => {
  it("believes by default only a peer on a private network, never a client connecting from the internet", () => {
    for (const proxy of ["127.0.0.1", "10.0.3.7", "172.18.0.2", "192.168.1.10", "::1", "fd00::5"])
      expect(believes(undefined, proxy), proxy).toBe(true);
    for (const client of ["203.0.113.9", "8.8.8.8", "2001:db8::1"])
      expect(believes(undefined, client), client).toBe(false);
    // The same in production: the fixed one hop that believed any directly connected client is gone.
    const production = parseConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) });
    expect(production.trustProxy).toBe(parseConfig({}).trustProxy);
  });

  it("takes a hop count, a list of addresses and ranges, or none", () => {
    expect(believes("1", "203.0.113.9")).toBe(true);
    expect(believes("203.0.113.0/24, 10.0.0.1", "203.0.113.9")).toBe(true);
    expect(believes("203.0.113.0/24, 10.0.0.1", "10.0.0.2")).toBe(false);
    expect(believes("none", "127.0.0.1")).toBe(false);
    expect(() => parseConfig({ TRUST_PROXY: "everyone" })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });
});
