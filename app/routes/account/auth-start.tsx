import { redirect } from "react-router";
import { SIGNED_IN_PATH, auth, enabledProviders } from "~/server/auth/auth";
import { rateLimit } from "~/server/http/rate-limit";
import { config } from "~/server/config";
import { HttpError, api } from "~/server/http/api";
import { requestInfo } from "~/server/http/request-context";
import { isSignInProvider } from "~/shared/account-rules";
import { exitHref } from "~/shared/exit";
import { isValidExitPass } from "~/server/gate/tokens";
import type { Route } from "./+types/auth-start";

/**
 * /auth/{provider}: the full-page redirect that starts social sign-in (spec §7). better-auth keeps the state (and the
 * PKCE verifier where the provider supports it) in the database, bound to a signed cookie; the provider returns to
 * /auth/callback/{provider}, and every outcome lands on /logged. Rate-limited to 20 starts a minute per IP.
 */
export const loader = api(async ({ request, params, context }: Route.LoaderArgs) => {
  const cfg = config();
  const provider = params.provider;
  const enabled = enabledProviders(cfg).includes(provider);
  // Every start of a configured provider counts, the ones the gate sends back included.
  if (enabled) await rateLimit("signIn", requestInfo(context).ip || "unknown");
  // Every sign-in start passes the parental gate first (DESIGN §4.17): without its fresh pass, the gate asks.
  const path = `/auth/${provider}`;
  if (isSignInProvider(provider) && !isValidExitPass(new URL(request.url).searchParams.get("gate"), path)) {
    return new Response(null, { status: 302, headers: { Location: exitHref(path), "Cache-Control": "no-store" } });
  }
  if (!enabled) {
    // On a development machine without provider credentials, every login button leads to the dev sign-in.
    if (cfg.devLogin && isSignInProvider(provider)) return redirect(`/auth/dev?provider=${provider}`);
    throw new HttpError(404, "This sign-in provider is not available.");
  }
  const landing = `${cfg.publicUrl}${SIGNED_IN_PATH}`;
  const { headers, response } = await auth().api.signInSocial({
    body: { provider, callbackURL: landing, errorCallbackURL: landing, disableRedirect: true },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) throw new HttpError(500, "The sign-in could not be started.");
  const out = new Headers({ Location: response.url, "Cache-Control": "no-store" });
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers: out });
});
