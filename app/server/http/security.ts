import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config";

/**
 * Which inline scripts a page may run: decided here, once, for every page. Nonces, not hashes.
 *
 * Every render gets a fresh nonce (assignNonce), React Router and React put it on the inline scripts they write, and
 * the answer's policy names it. A page shared through the page cache keeps the nonce it was rendered with for as long
 * as it is cached, and is sent with a policy naming that nonce (contentSecurityPolicy): the same bytes go to every
 * visitor, header and body alike, so the nonce allows exactly the scripts that render wrote, as hashes of them would.
 * An attacker who reads it from one copy cannot use it anywhere else: any other answer (another URL, another
 * language, a personal page) is another render with another nonce. Hashes would need the whole page in hand before
 * its first byte (no streaming) and its scripts found by reading the HTML back; nonces need neither.
 */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

/** The site's Content-Security-Policy for an answer whose inline scripts carry `nonce`. */
export type PolicyFor = (nonce: string) => string;

export function contentSecurityPolicy(cfg: Pick<Config, "cdnUrl" | "production">): PolicyFor {
  const cdn = cfg.cdnUrl ? [cfg.cdnUrl] : [];
  const directives = (nonce: string): [string, string[]][] => [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`]],
    // React Aria positions popovers with style attributes; sonner injects its stylesheet.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Any https: picture: campaign banners may be https:// addresses (DESIGN §4.10, the dashboard offers it), and
    // a policy narrower than the validation showed staff a broken banner. Pictures cannot run code; http: stays out.
    ["img-src", ["'self'", "data:", "blob:", "https:", ...cdn]],
    ["media-src", ["'self'", "blob:", ...cdn]],
    ["font-src", ["'self'", "data:"]],
    // hls.js fetches playlists and segments, from the CDN when CDN_URL is set.
    ["connect-src", ["'self'", ...cdn]],
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", "https:"]],
    ["frame-ancestors", ["'none'"]],
    ...(cfg.production ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  return (nonce) =>
    directives(nonce)
      .map(([name, sources]) => [name, ...sources].join(" "))
      .join(";");
}

/**
 * Helmet's headers, and the policy above with this request's nonce. A shared page from the cache replaces the policy
 * with the one naming its own nonce (router-steps.ts).
 */
export function securityHeaders(cfg: Config): RequestHandler {
  const policyFor = contentSecurityPolicy(cfg);
  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: cfg.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", policyFor(String(res.locals.cspNonce)));
    others(req, res, next);
  };
}
