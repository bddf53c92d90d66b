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

/** Groups paths into a few route labels so the metric's cardinality stays bounded. */
function routeLabel(path: string): string {
  if (path.startsWith("/api/")) return `/api/${path.split("/")[2] ?? ""}`;
  if (path.startsWith("/assets/")) return "/assets";
  if (path.startsWith("/media/")) return "/media";
  return path.split("/").slice(0, 2).join("/") || "/";
}

export const measureRequests: RequestHandler = (req, res, next) => {
  const end = duration.startTimer();
  res.on("finish", () => end({ method: req.method, route: routeLabel(req.path), status: String(res.statusCode) }));
  next();
};

/**
 * Who may read /metrics: with METRICS_TOKEN set, a scraper sending `Authorization: Bearer <token>`; without it, anyone
 * in development and nobody in production (the endpoint then does not exist for the public site).
 */
export function metricsAccess(settings: { production: boolean; metricsToken?: string }, authorization: string | undefined): "allow" | "unauthorized" | "hidden" {
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
    if (access === "unauthorized") return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "A metrics token is required." });
    res.type(registry.contentType).send(await registry.metrics());
  };
}
