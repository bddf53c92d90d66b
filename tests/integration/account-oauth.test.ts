import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setExtraOAuthProviders } from "~/server/auth/auth";
import { db } from "~/server/db/client";
import { accounts, sessions, users } from "~/server/db/schema";
import { mountAuth } from "~/server/http/mount-auth";
import * as authStart from "~/routes/account/auth-start";
import * as fetchUser from "~/routes/api/account-fetch-user";
import { BASE_URL, call } from "../helpers/route-args";
import { cookiesFrom, useConfig } from "./fixtures";
import { shownName } from "../helpers/sign-in";
import { parsePublicName } from "~/shared/public-name";

/**
 * The real OAuth 2.0 / OpenID Connect code flow against an OIDC provider (oidc-provider) started on 127.0.0.1:
 * /auth/{provider} redirect with state, PKCE and nonce → the provider's login and consent → the callback's state
 * check and code exchange → user created → session cookie → /api/fetch-user signed in.
 */
const CLIENT = { client_id: "rescue-site", client_secret: "rescue-site-secret-0123456789" };
const REDIRECT_URI = `${BASE_URL}/auth/callback/testoidc`;

let idp: http.Server;
let site: http.Server;
let idpUrl = "";
let siteUrl = "";

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, "127.0.0.1", resolve));
  idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(idpUrl, {
    clients: [{ ...CLIENT, redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "client_secret_post" }],
    cookies: { keys: ["test-cookie-key-0123456789"] },
    jwks: { keys: [crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" })] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ["sub"], profile: ["name", "given_name"], email: ["email", "email_verified"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        name: "Emma Park 010-2345-6789",
        given_name: "Emma Park, Sunny Primary 2B",
        email: "kiddo@example.com",
        email_verified: true,
      }),
    }),
  });
  const handle = provider.callback();
  // A test login screen: signs in as kid-42 and grants the requested scopes without a form.
  idp.on("request", async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    const { prompt, params, session } = await provider.interactionDetails(req, res);
    if (prompt.name === "login")
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: "kid-42" } },
        { mergeWithLastSubmission: false },
      );
    const grant = new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });

  useConfig({ MANAGER_IDENTITIES: "testoidc:kid-42" });
  setExtraOAuthProviders([
    {
      providerId: "testoidc",
      discoveryUrl: `${idpUrl}/.well-known/openid-configuration`,
      scopes: ["openid", "profile"],
      ...{ clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret },
    },
  ]);
  const app = express();
  await mountAuth(app);
  site = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  setExtraOAuthProviders([]);
  await Promise.all([idp, site].map((s) => new Promise((resolve) => s?.close(resolve))));
});

/** Plays the browser at the provider: follows its redirects with its cookies until it sends us back to the callback. */
async function authorizeAtProvider(authorizeUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let location = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (location.startsWith(REDIRECT_URI)) return new URL(location);
    const response = await fetch(location, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    const next = response.headers.get("location");
    if (!next) throw new Error(`The provider stopped at ${location} with ${response.status}: ${await response.text()}`);
    location = new URL(next, location).href;
  }
  throw new Error("Too many redirects at the provider");
}

/** Starts a sign-in at /auth/testoidc; returns the provider URL and the state cookie our site set. */
async function startSignIn() {
  const response = await call(authStart.loader, "/auth/testoidc", { params: { provider: "testoidc" } });
  expect(response.status).toBe(302);
  return { authorizeUrl: new URL(response.headers.get("location")!), cookie: cookiesFrom(response) };
}

/** Delivers the provider's redirect to our mounted callback, as the browser would (cookies included). */
async function deliverCallback(callback: URL, cookie: string): Promise<Response> {
  return fetch(`${siteUrl}${callback.pathname}${callback.search}`, { redirect: "manual", headers: { cookie } });
}

describe("social sign-in: the OAuth code flow", () => {
  it("redirects to the provider with state, PKCE (S256), nonce and the exact redirect URI", async () => {
    const { authorizeUrl, cookie } = await startSignIn();
    expect(authorizeUrl.origin).toBe(idpUrl);
    expect(authorizeUrl.searchParams.get("response_type")).toBe("code");
    expect(authorizeUrl.searchParams.get("client_id")).toBe(CLIENT.client_id);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(authorizeUrl.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeTruthy();
    expect(authorizeUrl.searchParams.get("nonce")).toBeTruthy();
    expect(cookie).toMatch(/rt\.state=/);
  });

  it("exchanges the code, creates the user and signs them in with a session cookie", async () => {
    const { authorizeUrl, cookie } = await startSignIn();
    const callback = await authorizeAtProvider(authorizeUrl.href);
    expect(callback.searchParams.get("code")).toBeTruthy();
    expect(callback.searchParams.get("state")).toBe(authorizeUrl.searchParams.get("state"));

    const response = await deliverCallback(callback, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE_URL}/logged`);
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith("rt.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const body = await (await call(fetchUser.loader, "/api/fetch-user", { cookie: cookiesFrom(response) })).json();
    expect(body.logged).toBe(true);
    // A list name instead of the provider's name, the manager grade from MANAGER_IDENTITIES, and a site avatar
    // instead of any provider photo.
    expect(body.user).toMatchObject({
      displayName: await shownName(body.user.id),
      grade: "manager",
      photo: "/art/avatars/poli.svg",
      newRegistered: true,
    });

    const [row] = await db().select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ identity: "testoidc:kid-42", image: null });
    // The provider's name is not stored at all (issue 28: data minimisation).
    expect(parsePublicName(row.publicName)).not.toBeNull();
    expect(row.name).toBe(row.publicName);
    // Case-sensitive, as the provider wrote them: the random list name may well be "sunny-plane-70" (1 run in 16 failed).
    expect(JSON.stringify([row, body])).not.toMatch(/Emma|Park|Sunny Primary|010-2345|kiddo@/);
    expect(row.email).not.toContain("example.com");
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, row.id));
    expect(account).toMatchObject({
      providerId: "testoidc",
      accountId: "kid-42",
      accessToken: null,
      refreshToken: null,
      idToken: null,
    });
  });

  it("signs the same identity into the same user next time", async () => {
    const { authorizeUrl, cookie } = await startSignIn();
    const response = await deliverCallback(await authorizeAtProvider(authorizeUrl.href), cookie);
    expect(response.status).toBe(302);
    expect(await db().select().from(users).where(eq(users.identity, "testoidc:kid-42"))).toHaveLength(1);
  });

  it("refuses a tampered state and a callback without the browser's state cookie", async () => {
    const before = (await db().select().from(sessions)).length;

    const first = await startSignIn();
    const callback = await authorizeAtProvider(first.authorizeUrl.href);
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const tampered = await deliverCallback(callback, first.cookie);
    expect(tampered.status).toBe(302);
    expect(tampered.headers.get("location")).toMatch(/\/logged\?error=state_mismatch/);
    expect(
      tampered.headers.getSetCookie().some((c) => c.startsWith("rt.session_token=") && !/max-age=0/i.test(c)),
    ).toBe(false);

    const second = await startSignIn();
    const stolen = await deliverCallback(await authorizeAtProvider(second.authorizeUrl.href), "");
    expect(stolen.headers.get("location")).toMatch(/\/logged\?error=state_mismatch/);

    expect((await db().select().from(sessions)).length).toBe(before);
  });

  it("refuses unknown providers", async () => {
    useConfig({ DEV_LOGIN: "0", MANAGER_IDENTITIES: "testoidc:kid-42" });
    const response = await call(authStart.loader, "/auth/myspace", { params: { provider: "myspace" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This sign-in provider is not available." });
    useConfig({ MANAGER_IDENTITIES: "testoidc:kid-42" });
  });
});
