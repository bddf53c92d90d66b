import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { RouterContextProvider } from "react-router";
import type { Handle } from "./router-steps";

/**
 * Express in front of the router, in the shape of React Router's Express adapter (`createRequestHandler({
 * getLoadContext })` from @react-router/express, which is not a dependency): Express's request becomes a fetch
 * Request and the handler's Response is written back, both by @remix-run/node-fetch-server as published (the library
 * React Router's own Node listener, @react-router/node's createRequestListener, is made of). What Express knows and
 * the fetch Request does not (the protocol and host behind a trusted proxy, the nonce, the client's address) is
 * handed over here; everything the site adds to the router's answers is in its steps (router-steps.ts).
 */
export function createRequestHandler(options: {
  handle: Handle;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider | Promise<RouterContextProvider>;
}): RequestHandler {
  return async (req, res, next) => {
    try {
      const request = createRequest(req, res, { protocol: `${req.protocol}:`, host: requestHost(req) });
      const response = await options.handle(request, await options.getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
      await sendResponse(res, response);
    } catch (error) {
      // A client that went away mid-answer is not an error of the site's.
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * The host the visitor asked for: Express's (X-Forwarded-Host behind a trusted proxy), with any port, and never
 * anything past a character that would end a URL's authority (a hostile Host header).
 */
function requestHost(req: ExpressRequest): string {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((text) => Number.parseInt(text, 10)).find(Number.isSafeInteger);
  return `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
}
