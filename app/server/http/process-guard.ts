import { logger } from "../logger";

let installed = false;

/**
 * The last line of defence (issue 29): a promise rejected with nobody listening — a stream a handler let go of, a
 * library's stray timer — is logged and the process keeps serving. Node's default ends the process, and with it every
 * visitor's requests on this instance. The causes are fixed where they are found (receive-upload.ts); this only keeps
 * one that was missed from taking the site down. Uncaught exceptions still end the process: after a throw from a
 * callback the process's state is unknown, and the orchestrator restarts it.
 */
export function guardUnhandledRejections(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection (survived)");
  });
}
