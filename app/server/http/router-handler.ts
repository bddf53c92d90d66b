import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createFetchHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { isDataSuffixInJsonArea, keepJsonErrorShape, messageForStatus } from "./json-errors";
import { encodedBody } from "./encoded-page";
import { isOutageFailure, outageResponse } from "./outage";
import type { CachedPage, PageCache } from "./page-cache";
import { routeLabel } from "./route-label";
import { sharedPageUrl } from "./shared-page-url";

interface SharedPages {
  cache: PageCache;
  countryHeader: string;
  /** Dev sign-in is on: `?country=` then overrides the country, and stays in a shared page's URL. */
  devLogin: boolean;
}

/**
 * React Router's Express adapter (@react-router/express 8.4, MIT) with one step added between the router and the
 * socket: errors in the JSON areas keep the `{error}` shape (see keepJsonErrorShape). The adapter has no hook for
 * that, so its three small functions are reproduced here unchanged apart from that step; when upgrading React Router,
 * compare with that package's dist/index.js (not a dependency: nothing else of it is used).
 */
export function routerHandler(options: {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** Anonymous visitors' pages are served from here when set (issue 15). */
  pageCache?: SharedPages;
}): RequestHandler {
  const handleRequest = createFetchHandler(options.build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      if (isDataSuffixInJsonArea(req.originalUrl)) {
        res.status(404).set("Cache-Control", "no-store").json({ error: messageForStatus(404) });
        return;
      }
      res.locals.routeLabel = routeLabel((await options.build()).routes, req.originalUrl);
      const received = toFetchRequest(req, res);
      const shared = options.pageCache;
      // A shared page is keyed by, and rendered from, its URL without the parameters it does not read (shared-page-url.ts).
      const normalised = shared && received.method === "GET" ? new Request(sharedPageUrl(received.url, shared.devLogin).href, received) : received;
      const key = shared?.cache.keyFor(normalised);
      const request = key ? normalised : received;
      const render = async () => {
        const context = options.getLoadContext(req, res);
        const response = await handleRequest(request, context);
        // The database is away: 503 with Retry-After, not the 500 of a failed loader (outage.ts).
        if (isOutageFailure(response, context)) return outageResponse(request, response);
        return keepJsonErrorShape(response, request.url);
      };
      if (!shared || !key) {
        await send(res, await render());
        return;
      }
      const cached = await shared.cache.get(key);
      if (cached) return await sendSharedPage(req, res, request, cached, "hit", shared);
      const filled = await shared.cache.fill(key, render, String(res.locals.cspNonce ?? ""));
      if ("page" in filled) return await sendSharedPage(req, res, request, filled.page, "miss", shared);
      // Rendering failed for want of the database: the copy that has outlived its time beats the resting page.
      const stale = filled.response.status === 503 ? shared.cache.stale(key) : null;
      if (stale) {
        await filled.response.body?.cancel();
        return await sendSharedPage(req, res, request, stale, "stale", shared);
      }
      await send(res, filled.response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A page from the shared cache: public for a CDN, varying by what its key is made of, and its inline scripts allowed by
 * their hashes instead of the nonce of the request that rendered it (every response still gets its own header).
 */
async function sendSharedPage(req: ExpressRequest, res: ExpressResponse, request: Request, page: CachedPage, state: "hit" | "miss" | "stale", shared: SharedPages) {
  res.status(page.status);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  const { cacheControl, vary } = shared.cache.headersFor(request, shared.countryHeader);
  // A stale copy is served only while the database is away; no other cache should keep it for longer.
  res.setHeader("Cache-Control", state === "stale" ? "no-store" : cacheControl);
  res.setHeader("Vary", vary);
  res.setHeader("X-Page-Cache", state);
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") res.setHeader("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, page.scriptSources.join(" ")));
  // Compressed once per page (encoded-page.ts), not by compression() on every request; it leaves an encoded body alone.
  res.vary("Accept-Encoding");
  // The server's preference, brotli, whatever order the client lists them in (browsers send "gzip, deflate, br, zstd").
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
  if (!encoding) return void res.end(page.body);
  const body = await encodedBody(page.body, encoding);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

function toFetchHeaders(requestHeaders: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const portFromForwarded = Number.parseInt(forwardedPort, 10);
  const portFromHost = Number.parseInt(hostPort, 10);
  const port = Number.isSafeInteger(portFromForwarded) ? portFromForwarded : Number.isSafeInteger(portFromHost) ? portFromHost : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: toFetchHeaders(req.headers), signal: controller.signal };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
