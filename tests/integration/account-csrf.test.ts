import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isCrossSiteMutation, sameOriginMutations } from "~/server/auth/same-origin";
import { requestInfoContext } from "~/server/http/request-context";
import { exitPass } from "~/server/gate/tokens";
import * as authStart from "~/routes/account/auth-start";
import { makeRequest } from "../helpers/route-args";
import { useConfig } from "./fixtures";

const SITE = "https://rescue.example";

describe("CSRF: mutating requests must come from the site", () => {
  it("decides by Origin, then by Sec-Fetch-Site", () => {
    const check = (facts: Parameters<typeof isCrossSiteMutation>[0]) => isCrossSiteMutation(facts, SITE);
    expect(check({ method: "POST", origin: SITE })).toBe(false);
    expect(check({ method: "PUT", origin: "http://127.0.0.1:3000", requestOrigin: "http://127.0.0.1:3000" })).toBe(
      false,
    );
    expect(check({ method: "DELETE", origin: "https://evil.example" })).toBe(true);
    expect(check({ method: "PATCH", origin: "null" })).toBe(true);
    expect(check({ method: "POST", secFetchSite: "cross-site" })).toBe(true);
    expect(check({ method: "POST", secFetchSite: "same-origin" })).toBe(false);
    expect(check({ method: "POST" })).toBe(false);
    expect(check({ method: "GET", origin: "https://evil.example" })).toBe(false);
  });

  it("answers cross-site POST/PUT/PATCH/DELETE under /api and /auth with 403 {error}, as mounted in the server", async () => {
    const app = express();
    app.use(
      ["/api", "/auth"],
      sameOriginMutations(() => SITE),
    );
    app.all("/{*splat}", (_req, res) => void res.json({ ok: true }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const path of ["/api/change-account", "/auth/dev"]) {
          const refused = await fetch(`${base}${path}`, { method, headers: { Origin: "https://evil.example" } });
          expect(refused.status, `${method} ${path}`).toBe(403);
          expect(await refused.json()).toEqual({ error: "This request must come from the site itself." });
          expect((await fetch(`${base}${path}`, { method, headers: { Origin: SITE } })).status).toBe(200);
          expect((await fetch(`${base}${path}`, { method, headers: { Origin: base } })).status).toBe(200);
        }
      }
      expect(
        (await fetch(`${base}/api/delete-account`, { method: "DELETE", headers: { "Sec-Fetch-Site": "cross-site" } }))
          .status,
      ).toBe(403);
      expect((await fetch(`${base}/api/fetch-user`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
      expect(
        (await fetch(`${base}/play`, { method: "POST", headers: { Origin: "https://evil.example" } })).status,
      ).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("sign-in starts are rate-limited", () => {
  it("allows 20 starts a minute per IP address, then answers 429 {error} with Retry-After", async () => {
    useConfig({ GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" });
    const start = (ip: string) => {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { requestId: "t", nonce: "", ip });
      // Past the parental gate (tests/integration/parental-gate.test.ts): with its pass.
      return authStart.loader({
        request: makeRequest(`/auth/google?gate=${encodeURIComponent(exitPass("/auth/google"))}`),
        params: { provider: "google" },
        context,
      } as never);
    };
    for (let i = 0; i < 20; i++) {
      const response = await start("203.0.113.7");
      expect(response.status, `start ${i + 1}`).toBe(302);
      const location = new URL(response.headers.get("location")!);
      expect(location.origin).toBe("https://accounts.google.com");
      expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/callback/google");
      expect(location.searchParams.get("scope")).toBe("openid profile");
    }
    const limited = await start("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many sign-in attempts/);
    expect((await start("198.51.100.1")).status).toBe(302);
  });

  it("sends every login button to the dev sign-in while a provider is not configured in development", async () => {
    useConfig();
    const response = await authStart.loader({
      request: makeRequest(`/auth/kakao?gate=${encodeURIComponent(exitPass("/auth/kakao"))}`),
      params: { provider: "kakao" },
      context: new RouterContextProvider(),
    } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/dev?provider=kakao");
  });
});
