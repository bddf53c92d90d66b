import type { GenericOAuthConfig } from "better-auth/plugins/generic-oauth";
import { publicNameKey, randomPublicName } from "~/shared/public-name";
import type { Config } from "../config";

/**
 * Children's privacy (DESIGN §4.3): the site keeps no e-mail address and no provider photo. Every account gets a
 * placeholder address unique to its provider identity, so better-auth never links two providers by e-mail either.
 */
export function placeholderEmail(provider: string, accountId: string | number): string {
  return `${provider}.${String(accountId)
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "_")}@accounts.invalid`;
}

type MappedUser = { name: string; email: string; emailVerified: boolean; image: undefined } & Record<string, unknown>;

/**
 * What better-auth keeps of a provider profile: the provider's user id (in the placeholder address) and nothing else.
 * The provider's name is not read at all (issue 28, data minimisation): the account's name is a random list name.
 */
function mapped(provider: string, accountId: string | number): MappedUser {
  return {
    name: publicNameKey(randomPublicName()),
    email: placeholderEmail(provider, accountId),
    emailVerified: false,
    image: undefined,
  };
}

/** better-auth's built-in providers, each only when its client id and secret are configured. */
export function socialProviders(cfg: Config) {
  const { google, facebook, kakao, line } = cfg.providers;
  return {
    ...(google && {
      google: {
        ...google,
        // Only the subject and a first name: no e-mail scope (PKCE and state are on).
        disableDefaultScope: true,
        scope: ["openid", "profile"],
        prompt: "select_account" as const,
        mapProfileToUser: (p: { sub: string }) => mapped("google", p.sub),
      },
    }),
    ...(facebook && {
      facebook: {
        ...facebook,
        disableDefaultScope: true,
        scope: ["public_profile"],
        mapProfileToUser: (p: { id?: string; sub?: string }) => mapped("facebook", p.id ?? p.sub ?? ""),
      },
    }),
    ...(kakao && {
      kakao: {
        ...kakao,
        disableDefaultScope: true,
        scope: ["profile_nickname"],
        mapProfileToUser: (p: { id: number | string }) => mapped("kakao", p.id),
      },
    }),
    ...(line && {
      line: {
        ...line,
        disableDefaultScope: true,
        scope: ["openid", "profile"],
        mapProfileToUser: (p: { sub: string }) => mapped("line", p.sub),
      },
    }),
  };
}

const WEIBO_API = "https://api.weibo.com";

/** Weibo through better-auth's generic OAuth support: OAuth 2.0 with state (Weibo has no PKCE and no OIDC). */
export function weiboProvider(cfg: Config): GenericOAuthConfig | null {
  const weibo = cfg.providers.weibo;
  if (!weibo) return null;
  return {
    providerId: "weibo",
    name: "Weibo",
    clientId: weibo.clientId,
    clientSecret: weibo.clientSecret,
    authorizationUrl: `${WEIBO_API}/oauth2/authorize`,
    tokenUrl: `${WEIBO_API}/oauth2/access_token`,
    authentication: "post",
    pkce: false,
    async getUserInfo(tokens) {
      const uid = tokens.raw?.uid;
      if (!tokens.accessToken || (typeof uid !== "string" && typeof uid !== "number")) return null;
      const url = `${WEIBO_API}/2/users/show.json?${new URLSearchParams({ access_token: tokens.accessToken, uid: String(uid) })}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return null;
      const profile = (await response.json()) as { idstr?: string };
      const id = profile.idstr ?? String(uid);
      return { id, ...mapped("weibo", id) };
    },
  };
}

/** Any other OAuth/OIDC provider (tests start one on 127.0.0.1): the same privacy mapping as the built-in ones. */
export function privateGenericProvider(provider: GenericOAuthConfig): GenericOAuthConfig {
  return {
    mapProfileToUser: (p) => mapped(provider.providerId, String(p.sub ?? p.id ?? "")),
    ...provider,
  };
}
