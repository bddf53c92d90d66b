import { redirect } from "react-router";
import type { FlashMessage } from "~/shared/api/account";
import { clearSessionCookies } from "../../auth/auth";
import { markWelcomed } from "../../auth/accounts";
import { ACCOUNT_BLOCKED } from "../../auth/sign-in-rules";
import { config } from "../../config";
import { translate } from "../../i18n/messages";
import { resolveLocale } from "../../locale";
import { currentUser } from "../../session/current-user";
import { flashCookie } from "../../session/flash";

const ERROR_KEYS: Record<string, string> = { [ACCOUNT_BLOCKED]: "Account Blocked", access_denied: "Sign In Cancelled" };

/**
 * Where every sign-in ends (spec §2 /logged, routes/account/logged.tsx): queues the welcome (worded for a new account) or
 * the failure ('Account Blocked' for a blocked user, whose session cookies are cleared), then sends the browser through
 * the redirect page back to the saved path.
 */
export async function signedInRedirect(request: Request): Promise<Response> {
  const locale = resolveLocale(request);
  const error = new URL(request.url).searchParams.get("error");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const messages: FlashMessage[] = [];
  if (error) {
    messages.push({ error: true, text: translate(locale, ERROR_KEYS[error] ?? "Sign In Failed") });
    if (error === ACCOUNT_BLOCKED)
      for (const cookie of await clearSessionCookies()) headers.append("Set-Cookie", cookie);
  } else {
    const user = await currentUser(request);
    if (user) {
      messages.push({
        error: false,
        text: translate(locale, user.newRegistered ? "Welcome New" : "Welcome Back", { name: user.displayName }),
      });
      if (user.newRegistered) await markWelcomed(user.id);
    }
  }
  if (messages.length) headers.append("Set-Cookie", flashCookie(messages, config().production));
  return redirect("/redirect", { headers });
}
