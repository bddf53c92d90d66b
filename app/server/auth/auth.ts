import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, type GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import { config, sessionSecret, type Config } from "../config";
import { db, type Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { logger } from "../logger";
import { devSignInPlugin } from "./dev-sign-in";
import { privateGenericProvider, socialProviders, weiboProvider } from "./providers";
import { admitSignIn, newAccountName } from "./sign-in-rules";

/** Where better-auth lives: provider callbacks are `<PUBLIC_URL>/auth/callback/<provider>` (exact redirect URIs). */
export const AUTH_BASE_PATH = "/auth";
/** Where every finished sign-in lands (errors arrive as `/logged?error=<code>`). */
export const SIGNED_IN_PATH = "/logged";

const DAY = 24 * 60 * 60;
// Tokens the site never uses after sign-in are not kept (nothing to leak).
const withoutTokens = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
};

function createAuth(cfg: Config, database: Db, extraOAuth: GenericOAuthConfig[]) {
  const weibo = weiboProvider(cfg);
  const generic = [...(weibo ? [weibo] : []), ...extraOAuth.map(privateGenericProvider)];
  return betterAuth({
    appName: "POLI Rescue Team",
    baseURL: cfg.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: sessionSecret(cfg),
    trustedOrigins: [cfg.publicUrl],
    telemetry: { enabled: false },
    logger: {
      level: cfg.logLevel === "debug" || cfg.logLevel === "trace" ? "debug" : "warn",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    database: drizzleAdapter(database, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        avatar: { type: "string", required: false, input: false, defaultValue: "poli" },
        publicName: { type: "string", required: false, input: false },
        grade: { type: "string", required: false, input: false, defaultValue: "user" },
        identity: { type: "string", required: false, input: false },
        welcomedAt: { type: "date", required: false, input: false },
      },
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    account: { accountLinking: { enabled: false }, updateAccountOnSignIn: false },
    socialProviders: socialProviders(cfg),
    plugins: [genericOAuth({ config: generic }), devSignInPlugin(cfg)],
    onAPIError: { errorURL: `${cfg.publicUrl}${SIGNED_IN_PATH}` },
    advanced: {
      cookiePrefix: "rt",
      useSecureCookies: cfg.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Children's privacy: no IP address is stored with a session.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      user: {
        // Every new account's public name is a list name (issue 28); better-auth's required `name` holds the same key.
        create: { before: async (user) => ({ data: { ...user, ...newAccountName(user.name) } }) },
      },
      session: {
        create: {
          before: async (session) => {
            await admitSignIn(session.userId, cfg);
            return { data: { ...session, ipAddress: null, userAgent: null } };
          },
        },
      },
      account: {
        create: { before: async (account) => ({ data: { ...account, ...withoutTokens } }) },
        update: { before: async (account) => ({ data: { ...account, ...withoutTokens } }) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let cached: { cfg: Config; database: Db; extra: GenericOAuthConfig[]; auth: Auth } | undefined;
let extraOAuth: GenericOAuthConfig[] = [];

/** The better-auth instance for the current configuration and database (rebuilt when tests swap either). */
export function auth(): Auth {
  const cfg = config();
  const database = db();
  if (!cached || cached.cfg !== cfg || cached.database !== database || cached.extra !== extraOAuth) {
    cached = { cfg, database, extra: extraOAuth, auth: createAuth(cfg, database, extraOAuth) };
  }
  return cached.auth;
}

/** Tests only: add OAuth/OIDC providers (e.g. one started on 127.0.0.1) beside the configured ones. */
export function setExtraOAuthProviders(list: GenericOAuthConfig[]): void {
  extraOAuth = list;
}

/** The providers a visitor can start a sign-in with on this server. */
export function enabledProviders(cfg: Config = config()): string[] {
  return [...Object.keys(cfg.providers), ...extraOAuth.map((p) => p.providerId)];
}

/** Set-Cookie values that remove the session cookies (after logout, account deletion or a refused sign-in). */
export async function clearSessionCookies(): Promise<string[]> {
  const { authCookies } = await auth().$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [`${name}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=Lax", ...(attributes.secure ? ["Secure"] : [])].join(
        "; ",
      ),
  );
}
