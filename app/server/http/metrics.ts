import crypto from "node:crypto";
import type { RequestHandler } from "express";
import client from "prom-client";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const duration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP request duration in seconds",
  labelNames: ["method", "route", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/**
 * The label of a request's route, from a fixed set whatever paths are requested: the router's matched route pattern
 * (set by router-handler.ts as `res.locals.routeLabel`: `page:/play/gallery`, `api:/api/admin/media/:id`), `not-found`
 * for any 404, and a few fixed names for what Express answers before the router.
 */
export function metricRoute(path: string, status: number, routerLabel: unknown): string {
  if (status === 404) return "not-found";
  if (typeof routerLabel === "string") return routerLabel;
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path;
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/auth/") || path.startsWith("/api/auth/")) return "auth";
  return "static";
}

export const measureRequests: RequestHandler = (req, res, next) => {
  const end = duration.startTimer();
  res.on("finish", () =>
    end({
      method: methodLabel(req.method),
      route: metricRoute(req.path, res.statusCode, res.locals.routeLabel),
      status: String(res.statusCode),
    }),
  );
  next();
};

/** Methods are a client's free text too (`FOO / HTTP/1.1` reaches the app): the known ones, else `other`. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

/**
 * Who may read /metrics: with METRICS_TOKEN set, a scraper sending `Authorization: Bearer <token>`; without it, anyone
 * in development and nobody in production (the endpoint then does not exist for the public site).
 */
export function metricsAccess(
  settings: { production: boolean; metricsToken?: string },
  authorization: string | undefined,
): "allow" | "unauthorized" | "hidden" {
  const { metricsToken } = settings;
  if (!metricsToken) return settings.production ? "hidden" : "allow";
  const given = Buffer.from(authorization?.startsWith("Bearer ") ? authorization.slice(7) : "");
  const expected = Buffer.from(metricsToken);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? "allow" : "unauthorized";
}

export function metricsEndpoint(settings: () => { production: boolean; metricsToken?: string }): RequestHandler {
  return async (req, res) => {
    const access = metricsAccess(settings(), req.headers.authorization);
    if (access === "hidden") return void res.status(404).json({ error: "Not Found" });
    if (access === "unauthorized")
      return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "A metrics token is required." });
    res.type(registry.contentType).send(await registry.metrics());
  };
}
