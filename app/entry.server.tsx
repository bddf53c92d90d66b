import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { noteRequestError } from "./server/http/outage";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./server/http/page-cache";
import { requestInfo } from "./server/http/request-context";
import { preloadLinkHeader } from "./server/http/preload-hints";
import { logger } from "./server/logger";

export const streamTimeout = 5_000;

/**
 * Pages and their client-side data carry the visitor's language, account and staff tools, so no shared cache (CDN,
 * proxy) may keep them; the browser revalidates. Routes can still set their own (e.g. /user: no-store). Anonymous
 * visitors' pages are made shared after rendering, by the page cache (server/http/page-cache.ts), never here.
 */
function withPageCacheControl(headers: Headers): void {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
}

export function handleDataRequest(response: Response) {
  withPageCacheControl(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  withPageCacheControl(responseHeaders);
  /** The page's Link header, with what React's render preloads when there is a render (a HEAD request has none). */
  const appendPreloads = (rendered?: string) => {
    const preloads = preloadLinkHeader(routerContext, rendered);
    if (preloads) responseHeaders.append("Link", preloads);
  };
  if (request.method.toUpperCase() === "HEAD") {
    appendPreloads();
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = requestInfo(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the whole page, in order: the loaders have already read every piece of data (nothing is deferred),
    // so all that can still suspend is a lazy component's code, on the first render after the server starts. A page
    // whose Suspense boundaries (the frame's header, page and footer: PublicFrame) streamed in later would paint its
    // footer first and then push it down.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished boundary is written in place however large it is (React would otherwise write a boundary over
        // ~12 kB after the rest of the page and reveal it with a script, up to 300 ms later).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React's own preloads (fonts, first-screen pictures) as a Link header: called once, before onAllReady.
        onHeaders(headers) {
          appendPreloads(headers.Link);
        },
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
) {
  noteRequestError(error, context);
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "request failed");
}
