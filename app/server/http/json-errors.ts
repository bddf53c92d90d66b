import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "../logger";
import { isUnder, lenientRequestPath } from "./canonical-path";

/**
 * Where every error answer is JSON `{ "error": "…" }` (DESIGN §3): the API, the sign-in endpoints and the uploaded
 * files. Pages answer with the site's own screens instead.
 */
export function isJsonArea(canonical: string | null): boolean {
  return isUnder(canonical, "/api") || isUnder(canonical, "/auth") || isUnder(canonical, "/media");
}

const MESSAGES: Record<number, string> = {
  400: "The request is malformed.",
  404: "Not found",
  405: "This method is not allowed here.",
  413: "The request is too large.",
  500: "Something went wrong on our side. Please try again.",
};

/** A short message for a status, never the text of an exception (which could carry paths or a stack). */
export function messageForStatus(status: number): string {
  return MESSAGES[status] ?? (status >= 500 ? MESSAGES[500] : (STATUS_CODES[status] ?? "The request was refused."));
}

function jsonErrorResponse(status: number, headers: Headers): Response {
  const out = new Headers(headers);
  out.delete("content-length");
  out.delete("content-encoding");
  out.set("Content-Type", "application/json; charset=utf-8");
  out.set("Cache-Control", "no-store");
  return new Response(JSON.stringify({ error: messageForStatus(status) }), { status, headers: out });
}

/**
 * The router's own answers in a JSON area keep the `{error}` shape: React Router answers a method a resource route
 * lacks with 405 `{"message": …}`, an unexpected failure with a text/plain 500 (with the exception's text in
 * development). An error that already is `{error}` passes unchanged; a page's HTML error screen under /auth (the dev
 * sign-in form) too.
 */
export async function keepJsonErrorShape(response: Response, url: string): Promise<Response> {
  if (response.status < 400) return response;
  const canonical = lenientRequestPath(url);
  if (!isJsonArea(canonical)) return response;
  const type = response.headers.get("content-type") ?? "";
  if (/text\/html/i.test(type) && isUnder(canonical, "/auth")) return response;
  const text = await response.text();
  if (/application\/json/i.test(type)) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && typeof (body as { error?: unknown }).error === "string") {
        return new Response(text, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      }
    } catch {
      /* not JSON after all: replaced below */
    }
  }
  return jsonErrorResponse(response.status, response.headers);
}

/** `.data` is React Router's suffix for a page's data; the API and the files have none, so `/api/cotd.data` is a 404. */
export function isDataSuffixInJsonArea(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  const canonical = lenientRequestPath(pathname);
  return /\.data$/i.test(pathname) && (isUnder(canonical, "/api") || isUnder(canonical, "/media"));
}

/**
 * The last Express error handler: whatever failed before the router (a static file that is missing or has a malformed
 * name, a body that could not be read) answers with its status and a short message, never a stack trace or a file
 * path: JSON `{error}` in the JSON areas, a plain page elsewhere.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const raw = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const candidate = Number(raw.status ?? raw.statusCode);
  const status = Number.isInteger(candidate) && candidate >= 400 && candidate <= 599 ? candidate : 500;
  if (status >= 500) logger.error({ err: error, url: req.originalUrl }, "request failed before the router");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set("Cache-Control", "no-store");
  if (isJsonArea(lenientRequestPath(req.originalUrl)) || !req.accepts("html")) {
    res.json({ error: messageForStatus(status) });
    return;
  }
  res
    .type("html")
    .send(`<!doctype html><meta charset="utf-8"><title>${status}</title><p>${messageForStatus(status)}</p>`);
};

/** Files are only read: any other method is 405 `{error}` (the static middleware would answer an empty 405). */
export const readOnlyFiles: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res
    .status(405)
    .set({ Allow: "GET, HEAD", "Cache-Control": "no-store" })
    .json({ error: messageForStatus(405) });
};
