import type { RequestHandler } from "express";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginFacts {
  method: string;
  origin?: string;
  secFetchSite?: string;
  /** The origin the request was addressed to (protocol and Host header, as the server sees them). */
  requestOrigin?: string;
}

/**
 * CSRF defence for mutating calls (POST/PUT/PATCH/DELETE): the Origin header must be the site's own origin
 * (PUBLIC_URL, or the Host the request came to); without an Origin, a browser's `Sec-Fetch-Site: cross-site` is
 * refused too. Non-browser clients that send neither header are let through (they carry no ambient cookies).
 */
export function isCrossSiteMutation(facts: OriginFacts, publicUrl: string): boolean {
  if (!MUTATING.has(facts.method.toUpperCase())) return false;
  if (facts.origin) {
    const allowed = [new URL(publicUrl).origin, facts.requestOrigin].filter(Boolean);
    return !allowed.includes(facts.origin.toLowerCase());
  }
  return facts.secFetchSite === "cross-site";
}

/**
 * Express middleware for every path: a cross-site mutating request gets 403 `{error}`. It looks at no path on purpose:
 * the router percent-decodes and case-folds paths, so a check mounted at `/api` missed `POST /%61pi/…` (issue 17).
 * The refusal comes before any body is read, so a `text/plain` body (which needs no CORS preflight) is refused too.
 */
export function sameOriginMutations(publicUrl: () => string): RequestHandler {
  return (req, res, next) => {
    const host = req.get("host");
    const facts: OriginFacts = {
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      requestOrigin: host ? `${req.protocol}://${host}`.toLowerCase() : undefined,
    };
    if (!isCrossSiteMutation(facts, publicUrl())) return next();
    res.status(403).set("Cache-Control", "no-store").json({ error: "This request must come from the site itself." });
  };
}
