import type { Express } from "express";

/** Mounts the sign-in handler (better-auth) in front of the page router. Filled in by the accounts work. */
export async function mountAuth(_app: Express): Promise<void> {}
