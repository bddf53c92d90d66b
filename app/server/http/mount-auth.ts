import type { Express } from "express";
import { toNodeHandler } from "better-auth/node";
import { AUTH_BASE_PATH, auth } from "../auth/auth";

/**
 * Mounts better-auth's OAuth callbacks (`/auth/callback/<provider>`) in front of the page router. Only the callbacks
 * are served over HTTP: sign-in starts (/auth/{provider}, /auth/dev), the session API and sign-out are the site's own
 * routes, which call better-auth on the server.
 */
export async function mountAuth(app: Express): Promise<void> {
  await auth().$context; // fail at start, not on the first sign-in, when the configuration is unusable
  app.all(`${AUTH_BASE_PATH}/callback/:provider`, (req, res) => toNodeHandler(auth())(req, res));
}
