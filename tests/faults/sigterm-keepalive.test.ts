import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./helpers/built-server";

// server.ts: in-flight requests get this long after SIGTERM.
const DRAIN_MS = 10_000;
const CLIENTS = 50;

interface Tally {
  answered: number;
  answeredAfterSigterm: number;
  /** Answers to requests sent a second or more after SIGTERM (when the server is surely draining) without `Connection: close`. */
  keptAliveLate: number;
  refused: number;
  cut: string[];
}

/**
 * 50 clients each keep one keep-alive connection busy (pages and API calls back to back), then the server gets SIGTERM.
 * A request is cut when its connection breaks after it was sent (ECONNRESET, socket hang up, a truncated body);
 * a refused connection after the listener closed is not (the request never reached this instance: a client or load
 * balancer sends it to another one).
 */
async function sigtermUnderKeepAlive(server: BuiltServer): Promise<{ tally: Tally; exitMs: number; exitCode: number | null }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const tally: Tally = { answered: 0, answeredAfterSigterm: 0, keptAliveLate: 0, refused: 0, cut: [] };
  let sigtermAt = 0;
  let stopped = false;
  // Mostly API calls and one page: on a busy 2-core machine 50 page renders at once would outlast the drain time.
  const paths = ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/play", "/api/site-info/en"];
  const once = (path: string) =>
    new Promise<void>((resolve) => {
      const sentAfterSigterm = sigtermAt > 0;
      const sentLate = sigtermAt > 0 && Date.now() - sigtermAt >= 1000;
      const req = http.get(`${server.baseURL}${path}`, { agent }, (res) => {
        res.resume();
        res.on("end", () => {
          tally.answered += 1;
          if (sigtermAt) tally.answeredAfterSigterm += 1;
          if (sentLate && res.headers.connection !== "close") tally.keptAliveLate += 1;
          resolve();
        });
        res.on("error", (error) => {
          tally.cut.push(`${path}: ${error.message} (answer)`);
          resolve();
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED") {
          tally.refused += 1;
          stopped = true;
        } else tally.cut.push(`${path}: ${error.code ?? error.message} (${req.reusedSocket ? "kept-alive" : "new"} connection, sent ${sentAfterSigterm ? "after" : "before"} SIGTERM)`);
        resolve();
      });
    });
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    for (let n = i; !stopped; n += 1) await once(paths[n % paths.length]);
  });
  await new Promise((resolve) => setTimeout(resolve, 4000));
  sigtermAt = Date.now();
  server.child.kill("SIGTERM");
  const exitCode = await server.exited;
  const exitMs = Date.now() - sigtermAt;
  stopped = true;
  await Promise.all(clients);
  agent.destroy();
  return { tally, exitMs, exitCode };
}

describe("SIGTERM under 50 keep-alive clients", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    // Warm up (route modules load on first use), so the measurement is the drain and not the cold start.
    for (let i = 0; i < 5; i += 1) {
      for (const path of ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/play", "/api/site-info/en"]) await (await fetch(`${server.baseURL}${path}`)).text();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("cuts no request, closes every connection after its answer, and exits 0 within the drain time", async () => {
    const { tally, exitMs, exitCode } = await sigtermUnderKeepAlive(server);
    console.info(`SIGTERM under keep-alive: ${JSON.stringify({ ...tally, cut: tally.cut.length, cutDetail: tally.cut.slice(0, 5), exitMs })}`);
    expect(tally.answered, "the clients were busy before SIGTERM").toBeGreaterThan(CLIENTS);
    expect(tally.cut, "requests cut").toEqual([]);
    expect(tally.answeredAfterSigterm, "in-flight requests were answered after SIGTERM").toBeGreaterThan(0);
    expect(tally.keptAliveLate, "answers during the drain without Connection: close").toBe(0);
    expect(exitCode).toBe(0);
    // The drain time, plus closing the database.
    expect(exitMs).toBeLessThan(DRAIN_MS + 2000);
  });
});
