import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { createI18n } from "./i18n/i18n";
import { CrashScreen } from "./features/frame/crash-screen";
import { MessagesProvider } from "~/ui/messages";
import { usePageViews } from "~/ui/use-page-views";
import { enabledProviders } from "./server/auth/auth";
import { config } from "./server/config";
import { visitorCountry } from "./server/http/country";
import { pageUrl } from "./server/http/page-url";
import { requestInfo } from "./server/http/request-context";
import { loadMessages, messageScope } from "./server/i18n/messages";
import { languageChoiceCookie, readCookie, resolveLocale } from "./server/locale";
import { currentUser } from "./server/session/current-user";
import { takeFlash } from "./server/session/flash";
import { BRAND_COLOR, COOKIE_CONSENT_COOKIE, isDashboardPath } from "./shared/constants";
import { LOCALE_TAGS, isLocale } from "./shared/locales";
import EARLY_INPUT_SCRIPT from "./shared/early-input/early-input.script.ts?inline-script";
import type { Route } from "./+types/root";
import "./features/frame/global.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = resolveLocale(request);
  const cfg = config();
  const user = await currentUser(request);
  const { messages: flash, headers } = takeFlash(request);
  const languageCookie = languageChoiceCookie(request);
  if (languageCookie) headers.append("Set-Cookie", languageCookie);
  return data(
    {
      locale,
      country: visitorCountry(request),
      messages: loadMessages(locale, messageScope(url.pathname)),
      nonce: requestInfo(context).nonce,
      publicUrl: cfg.publicUrl,
      cdnUrl: cfg.cdnUrl ?? "",
      devLogin: cfg.devLogin,
      signInProviders: enabledProviders(cfg),
      user,
      flash,
      cookieConsent: readCookie(request, COOKIE_CONSENT_COOKIE) === "1",
    },
    { headers },
  );
}

export type RootData = Route.ComponentProps["loaderData"];

/**
 * Root data (locale, messages, user) reloads after actions, explicit revalidate() calls, language changes and when
 * moving between the public site and the staff dashboard (their messages differ), not on every click.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (isDashboardPath(currentUrl.pathname) !== isDashboardPath(nextUrl.pathname)) return true;
  const langPath = (u: URL) => isLocale(u.pathname.slice(1)) || u.searchParams.has("lang");
  return langPath(nextUrl) || langPath(currentUrl);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const locale = data?.locale ?? "en";
  return (
    <html lang={LOCALE_TAGS[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href="/art/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/*
          Keeps the taps made before the page's modules have run, for the page to replay (shared/early-taps.ts). Ahead of
          the stylesheets, so it runs at once: a script after them would hold the parser until they have loaded.
        */}
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale, messages, flash } = loaderData;
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  usePageViews(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <MessagesProvider initial={flash}>
        <Outlet />
      </MessagesProvider>
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const i18n = useMemo(() => createI18n(data?.locale ?? "en", data?.messages ?? {}), [data]);
  return (
    <I18nextProvider i18n={i18n}>
      <CrashScreen error={error} />
    </I18nextProvider>
  );
}
