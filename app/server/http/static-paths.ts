import type { RequestHandler } from "express";
import { isLocale, languageCookie } from "~/shared/locales";

/**
 * `GET /locales/{locale}.json` keeps the language in the lang cookie for 365 days (spec §7). The site asks for that file
 * only when a visitor changes the language, so the cookie records a choice the visitor made. A first visit whose
 * language came from the browser's languages gets no cookie: the browser sends the same languages on every request,
 * so the cookie would change nothing, and a visitor who later changes the browser's language gets the new one
 * (only a preference the visitor expressed is stored, as the cookie alert promises). The file stays cacheable by the
 * browser only (`private`), so no shared cache hands one visitor's Set-Cookie to another.
 */
export const localeFileSetsLanguage: RequestHandler = (req, res, next) => {
  const match = /^\/([a-z-]+)\.json$/i.exec(req.path);
  const locale = match?.[1].toLowerCase();
  if ((req.method === "GET" || req.method === "HEAD") && isLocale(locale)) {
    res.append("Set-Cookie", languageCookie(locale));
    res.set("Cache-Control", "private, max-age=3600");
  }
  next();
};

/**
 * Spec §7 names `/images/...` for the site's pictures; they live under `/art/...`. A permanent redirect keeps one
 * address per picture (one cache entry, one URL for search engines) while links of the spec's form work.
 */
export const imagesAliasToArt: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // req.path is below the mount point and starts with "/", so the target always stays on this site under /art.
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.set("Cache-Control", "public, max-age=86400").redirect(301, `/art${req.path}${query}`);
};
