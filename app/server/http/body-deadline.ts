import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "../logger";

/** How often a request whose body is still arriving is looked at. */
const CHECK_EVERY_MS = 1000;

/**
 * A client that stops sending in the middle of a body (issue 29: a staff upload whose laptop went to sleep) would hold
 * its connection, the handler and its scratch file until Node's requestTimeout (5 minutes by default, and that one cuts
 * slow but honest 200 MB uploads too). This deadline is on silence instead: a body that has not moved for `idleMs`
 * gets `408 {error}` with `Connection: close`, and the request stream is destroyed, so the reader fails and removes what
 * it wrote. A body the server itself is not reading (backpressure: the handler is busy writing) is not silence.
 */
export function bodyIdleDeadline(idleMs: number): RequestHandler {
  return (req, res, next) => {
    if (idleMs <= 0 || !hasBody(req) || req.complete) return next();
    let lastBytes = req.socket.bytesRead;
    let lastMove = Date.now();
    const timer = setInterval(
      () => {
        if (req.complete || res.writableEnded || req.destroyed) return stop();
        const bytes = req.socket.bytesRead;
        const backpressure = req.readableLength >= req.readableHighWaterMark;
        if (bytes !== lastBytes || backpressure) {
          lastBytes = bytes;
          lastMove = Date.now();
          return;
        }
        if (Date.now() - lastMove < idleMs) return;
        stop();
        logger.info({ url: req.originalUrl, bytesRead: bytes }, "request body stalled: answered 408");
        const cut = () => req.destroy(new Error("request body stalled"));
        if (res.headersSent) return cut();
        res
          .status(408)
          .set({ Connection: "close", "Cache-Control": "no-store" })
          .json({ error: "The upload stopped arriving. Please try again." });
        res.once("finish", cut);
      },
      Math.min(CHECK_EVERY_MS, idleMs),
    );
    timer.unref();
    const stop = () => clearInterval(timer);
    res.once("close", stop);
    next();
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}
