import { redirect } from "react-router";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/features/seo/page-meta";
import { clearSessionCookies } from "~/server/auth/auth";
import { markWelcomed } from "~/server/auth/accounts";
import { ACCOUNT_BLOCKED } from "~/server/auth/sign-in-rules";
import { config } from "~/server/config";
import { translate } from "~/server/i18n/messages";
import { resolveLocale } from "~/server/locale";
import { currentUser } from "~/server/session/current-user";
import { flashCookie } from "~/server/session/flash";
import type { FlashMessage } from "~/shared/api/account";
import type { Route } from "./+types/logged";

const ERROR_KEYS: Record<string, string> = { [ACCOUNT_BLOCKED]: "Account Blocked", access_denied: "Sign In Cancelled" };

/**
 * Where every sign-in ends (spec §2 /logged, content not shown): queues the welcome (worded for a new account) or the
 * failure ('Account Blocked' for a blocked user), then sends the browser through the redirect page back to the saved path.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const error = new URL(request.url).searchParams.get("error");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const messages: FlashMessage[] = [];
  if (error) {
    messages.push({ error: true, text: translate(locale, ERROR_KEYS[error] ?? "Sign In Failed") });
    if (error === ACCOUNT_BLOCKED) for (const cookie of await clearSessionCookies()) headers.append("Set-Cookie", cookie);
  } else {
    const user = await currentUser(request);
    if (user) {
      messages.push({ error: false, text: translate(locale, user.newRegistered ? "Welcome New" : "Welcome Back", { name: user.displayName }) });
      if (user.newRegistered) await markWelcomed(user.id);
    }
  }
  if (messages.length) headers.append("Set-Cookie", flashCookie(messages, config().production));
  return redirect("/redirect", { headers });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Welcome", noindex: true });

export default function LoggedPage() {
  const { t } = useTranslation();
  return (
    <div className="page" role="status">
      <h1 className="page-title">{t("Redirecting")}</h1>
    </div>
  );
}
