import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { AdmissionGate } from "./admission";
import { isDataSuffixInJsonArea, keepJsonErrorShape, messageForStatus } from "./json-errors";
import { isOutageFailure, outageResponse } from "./outage";
import { sharedPages, type SharedPagesOptions } from "./shared-pages";

/** React Router's request handler, and each step around it: a Request and its load context in, a Response out. */
export type Handle = (request: Request, context: RouterContextProvider) => Promise<Response>;
/** One step around the router: answers itself, or hands a request (this one or another) to the steps inside it. */
export type Step = (request: Request, context: RouterContextProvider, next: Handle) => Promise<Response>;

/** `steps` around `handle`, the first outermost. */
export function withSteps(handle: Handle, steps: Step[]): Handle {
  return steps.reduceRight<Handle>((inner, step) => (request, context) => step(request, context, inner), handle);
}

/** `.data` is React Router's suffix for a page's data; the API and the files have none, so `/api/cotd.data` is a 404. */
export const noDataSuffixInJsonAreas: Step = async (request, context, next) => {
  if (!isDataSuffixInJsonArea(request.url)) return next(request, context);
  return new Response(JSON.stringify({ error: messageForStatus(404) }), {
    status: 404,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
};

/** The database is away: 503 with Retry-After, not the 500 of a failed loader (outage.ts). */
export const databaseOutage: Step = async (request, context, next) => {
  const response = await next(request, context);
  return isOutageFailure(response, context) ? outageResponse(request, response) : response;
};

/** Errors in the JSON areas keep the `{error}` shape, whatever the router answered (json-errors.ts). */
export const jsonErrorShape: Step = async (request, context, next) =>
  keepJsonErrorShape(await next(request, context), request.url);

/**
 * The router as the server runs it: React Router's own request handler with the site's steps around it. Express
 * (express-adapter.ts) hands it every request that reaches the router; tests/helpers/router.ts sends its requests
 * through the same steps, without the page cache unless a test gives one.
 */
export function siteRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  /** Anonymous visitors' pages are served from here when set (issue 15), under the admission gate (issue 29). */
  sharedPages?: SharedPagesOptions & { admission?: AdmissionGate };
}): Handle {
  const router = createRequestHandler(options.build, options.mode);
  return withSteps(router, [
    noDataSuffixInJsonAreas,
    ...(options.sharedPages ? [sharedPages(options.sharedPages)] : []),
    databaseOutage,
    jsonErrorShape,
  ]);
}
