import type { Request as ExpressRequest, RequestHandler } from "express";
import client from "prom-client";
import type { AdmissionGate } from "./admission";
import { SHED_MESSAGE, SHED_RETRY_AFTER_SECONDS } from "./admission";
import { lenientRequestPath } from "./canonical-path";
import { isJsonArea } from "./json-errors";
import { registry } from "./metrics";
import { outagePageHtml } from "./outage";

const shed = new client.Counter({
  name: "http_requests_shed_total",
  help: "Requests answered without database work because the instance was saturated: 503 (refused) or stale (a page's old copy)",
  labelNames: ["answer"],
  registers: [registry],
});

/** Counts a shed request (the metric operators alert on, with the admission gauges below). */
export function countShed(answer: "503" | "stale"): void {
  shed.inc({ answer });
}

export function admissionGauges(gate: AdmissionGate): void {
  for (const [name, help, read] of [
    ["http_admission_active", "Requests doing database work now", () => gate.active],
    ["http_admission_queued", "Requests waiting for a turn to do database work", () => gate.queued],
  ] as const) {
    registry.removeSingleMetric(name);
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/**
 * The answer to a request shed for overload: 503 with Retry-After, never kept by a cache; `{error}` in the JSON areas,
 * the translated resting page (no script, no database) elsewhere, a client navigation's `.data` included (the browser's
 * router then shows its error screen, with the link to try again).
 */
export function shedResponse(request: Request): Response {
  const headers = new Headers({ "Retry-After": String(SHED_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  countShed("503");
  if (isJsonArea(lenientRequestPath(request.url))) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(JSON.stringify({ error: SHED_MESSAGE }), { status: 503, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(outagePageHtml(request), { status: 503, headers });
}

/** What the page cache and the resting page read of a request: its URL, method and headers (never its body). */
export function headersOnlyRequest(req: ExpressRequest): Request | null {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  try {
    return new Request(new URL(req.originalUrl, "http://localhost"), {
      method: req.method === "HEAD" ? "GET" : req.method,
      headers,
    });
  } catch {
    return null;
  }
}

/**
 * Admits a request that will do database work (the API, sign-in, personal pages, form posts) through the gate, and
 * gives its turn back when its answer is finished or its client has gone. `servedFromCache` requests (anonymous pages
 * the page cache can answer) pass straight on: the router handler takes a turn for them only to render a missing copy.
 */
export function admitDatabaseWork(gate: AdmissionGate, servedFromCache: (request: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    const request = headersOnlyRequest(req);
    if (request && req.method === "GET" && servedFromCache(request)) return next();
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    gate.enter(gone.signal).then(async (release) => {
      if (release) {
        res.once("close", release);
        return next();
      }
      if (gone.signal.aborted || res.headersSent) return;
      // One fixed metrics label for every shed request, whatever its path (metrics.ts).
      res.locals.routeLabel = "shed";
      const answer = shedResponse(request ?? new Request("http://localhost/"));
      res.status(answer.status);
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.end(await answer.text());
    }, next);
  };
}
