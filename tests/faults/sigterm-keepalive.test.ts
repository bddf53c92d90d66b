import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHED_MESSAGE } from "~/server/http/admission";
import { startBuiltServer, type BuiltServer } from "./helpers/built-server";

// server.ts: in-flight requests get this long after SIGTERM.
const DRAIN_MS = 10_000;
const CLIENTS = 50;

interface Tally {
  answered: number;
  answeredAfterSigterm: number;
  /** Answers without `Connection: close` to requests sent after the server said it stopped accepting connections. */
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
async function sigtermUnderKeepAlive(
  server: BuiltServer,
): Promise<{ tally: Tally; exitMs: number; exitCode: number | null }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const tally: Tally = { answered: 0, answeredAfterSigterm: 0, keptAliveLate: 0, refused: 0, cut: [] };
  let sigtermAt = 0;
  let listenerClosedAt = 0;
  let stopped = false;
  // server.ts logs this line when it closes its listener; from then on every answer must tell the client to close.
  const watchListener = (chunk: Buffer) => {
    if (!listenerClosedAt && chunk.toString("utf8").includes("stopped accepting connections"))
      listenerClosedAt = Date.now();
  };
  server.child.stdout?.on("data", watchListener);
  // Mostly API calls and one page: on a busy 2-core machine 50 page renders at once would outlast the drain time.
  const paths = ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/play", "/api/site-info/en"];
  const once = (path: string) =>
    new Promise<void>((resolve) => {
      const sentAfterSigterm = sigtermAt > 0;
      const sentLate = listenerClosedAt > 0;
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
        } else
          tally.cut.push(
            `${path}: ${error.code ?? error.message} (${req.reusedSocket ? "kept-alive" : "new"} connection, sent ${sentAfterSigterm ? "after" : "before"} SIGTERM)`,
          );
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
  expect(listenerClosedAt, "server.ts logged that it stopped accepting connections").toBeGreaterThan(0);
  return { tally, exitMs, exitCode };
}

interface Burst {
  answered: number;
  answeredAfterSigterm: number;
  refused: number;
  /** Answered 503 by admission control (issue 29: overload is shed with Retry-After, a client retries elsewhere). */
  shed: number;
  broken: string[];
}

/**
 * Issue 29: Node's fetch (undici, a pooling keep-alive client) sends BURST requests at once, on the connections it
 * already holds and new ones, and the server gets SIGTERM once SIGNAL_AFTER of them are answered. A request is broken
 * when it fails any other way than a refused connection (ECONNREFUSED: it never reached this instance) or a shed answer
 * (503 with Retry-After and the overload message: on a busy 2-core machine 300 requests at once outwait the admission
 * queue, and CI saw 64 of them; that is the overload answer working, and the client is told when to come back). Any
 * other 503 (the database closed under a request, say) is broken.
 */
const BURST = 300;
const SIGNAL_AFTER = 100;
async function sigtermInBurst(
  server: BuiltServer,
  paths: string[],
): Promise<{ burst: Burst; exitMs: number; exitCode: number | null }> {
  const burst: Burst = { answered: 0, answeredAfterSigterm: 0, refused: 0, shed: 0, broken: [] };
  let sigtermAt = 0;
  const requests = Array.from({ length: BURST }, async (_, i) => {
    const path = paths[i % paths.length];
    try {
      const response = await fetch(`${server.baseURL}${path}`);
      const body = await response.text();
      if (response.status === 503 && response.headers.get("retry-after") && body.includes(SHED_MESSAGE)) {
        burst.shed += 1;
        return;
      }
      if (response.status !== 200) throw new Error(`status ${response.status}: ${body.slice(0, 120)}`);
      burst.answered += 1;
      if (sigtermAt) burst.answeredAfterSigterm += 1;
      else if (burst.answered === SIGNAL_AFTER) {
        sigtermAt = Date.now();
        server.child.kill("SIGTERM");
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === "ECONNREFUSED") burst.refused += 1;
      else
        burst.broken.push(
          `${path}: ${cause?.code ?? cause?.message ?? (error as Error).message}${sigtermAt ? "" : " (before SIGTERM)"}`,
        );
    }
  });
  await Promise.all(requests);
  const exitCode = await server.exited;
  return { burst, exitMs: Date.now() - sigtermAt, exitCode };
}

describe("SIGTERM in a burst from a pooling client (Node's fetch)", () => {
  // API answers and a page from the page cache: a burst of 300 page renders would measure the machine, not the drain.
  const paths = ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/play", "/api/site-info/en"];
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    // Warm up, on the pool the burst then reuses: route modules load, /play lands in the page cache.
    for (let i = 0; i < 5; i += 1)
      await Promise.all(paths.map(async (path) => (await fetch(`${server.baseURL}${path}`)).arrayBuffer()));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("breaks no request: each is answered, shed with Retry-After, or its connection refused, and the process exits 0 within the drain time", async () => {
    const { burst, exitMs, exitCode } = await sigtermInBurst(server, paths);
    console.info(
      `SIGTERM in a fetch burst: ${JSON.stringify({ ...burst, broken: burst.broken.length, brokenDetail: burst.broken.slice(0, 5), exitMs })}`,
    );
    expect(burst.answered + burst.refused + burst.shed + burst.broken.length).toBe(BURST);
    expect(burst.broken, "requests broken").toEqual([]);
    expect(burst.answeredAfterSigterm, "requests in flight at SIGTERM were answered").toBeGreaterThan(0);
    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThan(DRAIN_MS + 2000);
  });
});

describe("SIGTERM under 50 keep-alive clients", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    // Warm up (route modules load on first use), so the measurement is the drain and not the cold start.
    for (let i = 0; i < 5; i += 1) {
      for (const path of ["/api/colorings?page=0&rowsPerPage=12", "/api/cotd", "/play", "/api/site-info/en"])
        await (await fetch(`${server.baseURL}${path}`)).text();
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("cuts no request, closes every connection after its answer, and exits 0 within the drain time", async () => {
    const { tally, exitMs, exitCode } = await sigtermUnderKeepAlive(server);
    console.info(
      `SIGTERM under keep-alive: ${JSON.stringify({ ...tally, cut: tally.cut.length, cutDetail: tally.cut.slice(0, 5), exitMs })}`,
    );
    expect(tally.answered, "the clients were busy before SIGTERM").toBeGreaterThan(CLIENTS);
    expect(tally.cut, "requests cut").toEqual([]);
    expect(tally.answeredAfterSigterm, "in-flight requests were answered after SIGTERM").toBeGreaterThan(0);
    expect(tally.keptAliveLate, "answers during the drain without Connection: close").toBe(0);
    expect(exitCode).toBe(0);
    // The drain time, plus closing the database.
    expect(exitMs).toBeLessThan(DRAIN_MS + 2000);
  });
});
