import nunitoCyrillic from "@fontsource-variable/nunito/files/nunito-cyrillic-wght-normal.woff2?url";
import { preload } from "react-dom";
import nunitoLatin from "~/features/frame/fonts/nunito-latin-core-wght.woff2?url";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccountCorner } from "~/features/account/account-corner";
import { CrashScreen } from "~/features/frame/crash-screen";
import { PublicFrame } from "~/features/frame/public-frame";
import { useRootData } from "~/ui/use-root-data";
import { pageUrl } from "~/server/http/page-url";
import { resolveLocale } from "~/server/locale";
import { seoEntryFor } from "~/server/services/site-info";
import type { Route } from "./+types/layout";

/** The SEO entry (dashboard) of the page being shown: its meta overrides title, description, image and noindex. */
export async function loader({ request }: Route.LoaderArgs) {
  return { seo: await seoEntryFor(pageUrl(request).pathname, resolveLocale(request)) };
}

/** The brand font's core Latin file (what every page's own Latin text uses) starts loading with the page, not after its CSS. */
export const links: Route.LinksFunction = () => [{ rel: "preload", href: nunitoLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" }];

/** Each page has its own entry, so look again whenever the path changes (a small query, unlike the root's data). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** A Russian page's text is mostly Cyrillic: its file is asked for with the page too, not once the text is laid out. */
function preloadTextFont(locale: string): void {
  if (locale === "ru") preload(nunitoCyrillic, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}

export default function PublicLayout() {
  const { locale, cookieConsent } = useRootData();
  preloadTextFont(locale);
  return (
    <PublicFrame locale={locale} cookieConsent={cookieConsent} account={<AccountCorner />}>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, cookieConsent } = useRootData();
  preloadTextFont(locale);
  return (
    <PublicFrame locale={locale} cookieConsent={cookieConsent} account={<AccountCorner />}>
      <CrashScreen error={error} />
    </PublicFrame>
  );
}
