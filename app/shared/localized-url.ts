import { isLocale, type Locale } from "./locales";

/** The URL of a page in one language: home has its own path per language, other pages use ?lang=. */
export function localizedUrl(publicUrl: string, pathname: string, locale: Locale | null): string {
  const isHome = pathname === "/" || isLocale(pathname.slice(1));
  if (isHome) return `${publicUrl}/${locale ?? ""}`;
  return `${publicUrl}${pathname}${locale ? `?lang=${locale}` : ""}`;
}
