import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/**
 * An answer sent before the request's body has arrived (a 413 from the declared Content-Length, a 401/403 before an
 * upload is read) closes the connection. Kept open, the connection still owes the rest of the body: a client that
 * stopped sending after the early answer waited ~6 s for its next request on that connection (issue 17). With
 * `Connection: close` the client opens a fresh connection at once and the server never reads bytes nobody wants.
 *
 * Node has no hook for "headers are about to be written", so writeHead is wrapped (what the on-headers package does);
 * every way of answering (res.end, res.json, streams) goes through it.
 */
export const closeWhenBodyUnread: RequestHandler = (req, res, next) => {
  // A request without a body (most GETs) is not `complete` yet while a synchronous handler answers it: only a
  // declared body counts.
  if (!hasBody(req)) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}
