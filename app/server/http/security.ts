import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config";

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(cfg: Config): RequestHandler {
  const cdn = cfg.cdnUrl ? [cfg.cdnUrl] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        // React Aria positions popovers with style attributes; sonner injects its stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Any https: picture: campaign banners may be https:// addresses (DESIGN §4.10, the dashboard offers it), and
        // a policy narrower than the validation showed staff a broken banner. Pictures cannot run code; http: stays out.
        imgSrc: ["'self'", "data:", "blob:", "https:", ...cdn],
        mediaSrc: ["'self'", "blob:", ...cdn],
        fontSrc: ["'self'", "data:"],
        // hls.js fetches playlists and segments, from the CDN when CDN_URL is set.
        connectSrc: ["'self'", ...cdn],
        frameSrc: ["https://www.youtube-nocookie.com"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", "https:"],
        frameAncestors: ["'none'"],
        ...(cfg.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: cfg.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
