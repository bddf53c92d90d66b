import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAll, startInstance, tempDir, waitReady, type Instance } from "./built-server";

/**
 * Issue 17: behind a proxy, a client rotating its own X-Forwarded-For must not escape the sign-in limit (20 starts a
 * minute per address). In production the app trusts one proxy hop, so the address is the one the proxy appended (the
 * right-most entry), never the left-most one the client wrote. Runs the built server in production mode with a
 * Google client id, so /auth/google reaches the limit (it answers a redirect to Google without calling it).
 */

const dataDir = tempDir("xff");
let server: Instance;

beforeAll(async () => {
  server = await startInstance({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    GOOGLE_CLIENT_ID: "fault-test-client",
    GOOGLE_CLIENT_SECRET: "fault-test-secret",
  });
  await waitReady(server);
});

afterAll(() => {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A sign-in start as the proxy forwards it: the client's own header, then the address the proxy saw. */
const start = (spoofed: string, client: string) =>
  fetch(`${server.url}/auth/google`, {
    redirect: "manual",
    headers: { "X-Forwarded-For": `${spoofed}, ${client}` },
  }).then((r) => r.status);

describe("sign-in limit behind a proxy", () => {
  it("counts a client that rotates X-Forwarded-For as one address, and other clients apart", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push(await start(`198.51.100.${i}`, "203.0.113.7"));
    expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another visitor behind the same proxy still signs in.
    expect(await start("198.51.100.1", "203.0.113.8")).toBe(302);
  });
});
