import type { RouterContextProvider } from "react-router";
import { BRAND_COLOR } from "~/shared/constants";
import { LOCALE_TAGS } from "~/shared/locales";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import { translate } from "../i18n/messages";
import { resolveLocale } from "../locale";
import { lenientRequestPath } from "./canonical-path";
import { isJsonArea } from "./json-errors";

/**
 * Pages during a database outage (issue 29, item 7): React Router turns a loader's failure into the error boundary
 * with status 500, and by the time the document is rendered the error has been replaced by "Unexpected Server Error".
 * entry.server's handleError sees the original first and notes it here, per request (the load context); the router
 * handler then answers 503 with Retry-After instead of that 500 — or the page cache's stale copy, when it has one.
 */
const failedForDatabase = new WeakSet<object>();

export function noteRequestError(error: unknown, context: Readonly<RouterContextProvider> | undefined): void {
  if (context && isDatabaseUnavailable(error)) failedForDatabase.add(context);
}

/** Whether this answer is a 500 because the database could not be reached while the request was handled. */
export function isOutageFailure(response: Response, context: Readonly<RouterContextProvider>): boolean {
  return response.status === 500 && failedForDatabase.has(context);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The resting page: translated, no script and no database, so it renders whatever else is down. */
export function outagePageHtml(request: Request): string {
  const locale = resolveLocale(request);
  const t = (key: string) => escapeHtml(translate(locale, key));
  const url = new URL(request.url);
  const again = escapeHtml(url.pathname + url.search);
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND_COLOR}">
<link rel="icon" href="/art/favicon.svg" type="image/svg+xml">
<title>${t("Resting Title")} · ${t("Site Name")}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f4f8ff;color:#1b2a4a}
main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1.5rem;background:#fff;text-align:center;box-shadow:0 .5rem 2rem #1b2a4a1f}
h1{font-size:1.75rem;margin:0 0 1rem}
p{font-size:1.15rem;line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:${BRAND_COLOR};color:#fff;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #1b2a4a;outline-offset:3px}
</style>
</head>
<body>
<main id="main">
<h1>${t("Resting Title")}</h1>
<p>${t("Resting Text")}</p>
<a href="${again}">${t("Resting Try Again")}</a>
</main>
</body>
</html>
`;
}

/**
 * The answer for a request that failed only because the database is away: 503 with Retry-After, never kept by a cache.
 * A page gets the resting page; the JSON areas `{error}`; a client navigation's data (`.data`, React Router's encoded
 * stream) keeps its body, which the browser's router shows as it did, under the 503.
 */
export async function outageResponse(request: Request, failed: Response): Promise<Response> {
  const headers = new Headers({ "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") && failed.body) {
    for (const [name, value] of failed.headers) if (!headers.has(name)) headers.set(name, value);
    return new Response(failed.body, { status: 503, headers });
  }
  await failed.body?.cancel();
  if (isJsonArea(lenientRequestPath(request.url))) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE }), { status: 503, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(outagePageHtml(request), { status: 503, headers });
}
