// Production and development entry: listens, and shuts down gracefully on SIGTERM/SIGINT.
// Runs on Node 24 with native type stripping, so it imports only built or plain modules.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";

import type { Express } from "express";

interface Started {
  app: Express;
  /** Stops taking background jobs and gives back the one running (another instance takes it over). */
  stopWork?(): Promise<void>;
  shutdown(): Promise<void>;
}
interface AppModule {
  start(): Promise<Started>;
}

const dev = process.argv.includes("--dev");
const SERVER_BUILD = "./build/server/index.js";

async function load(): Promise<AppModule> {
  if (!dev) return (await import(SERVER_BUILD)) as AppModule;
  const vite = await import("vite");
  const express = (await import("express")).default;
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const mod = await devServer.ssrLoadModule("./app/server/http/express-app.ts");
  const started: Started = await mod.start();
  const outer = express();
  outer.use(devServer.middlewares);
  outer.use(started.app);
  return {
    start: async () => ({
      app: outer,
      shutdown: async () => {
        await started.shutdown();
        await devServer.close();
      },
    }),
  };
}

let started: Started;
try {
  const mod = await load();
  started = await mod.start();
} catch (error) {
  // Configuration errors are one clear line naming the variable.
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith("Invalid configuration") ? message : `Failed to start: ${message}`);
  if (!message.startsWith("Invalid configuration")) console.error(error);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || (process.env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
/** How long in-flight requests get after SIGTERM before the remaining connections are cut. */
const DRAIN_MS = 10_000;
/**
 * How long a client may keep an idle connection: every keep-alive answer says so (`Keep-Alive: timeout=5`), and
 * pooling clients (undici, which Node's fetch is; browsers; most proxies) drop an idle connection a little before that.
 */
const KEEP_ALIVE_MS = 5000;
/**
 * Slow clients (issue 29). A request's header must arrive whole within HEADERS_TIMEOUT_MS, or the
 * connection is answered 408 and closed: a slow-loris client (a header a byte at a time, each connection held for
 * Node's default 60 s, checked every 30 s: up to 90 s, which is how a few hundred sockets starve a server) loses its
 * connection within ~22 s while every other client is served. Not shorter: Node's clock starts when the connection is
 * taken, and on an overloaded instance (a burst, a busy 2-core machine) honest headers waited more than 10 s to be
 * read; a 10 s limit reset them (tests/faults/sigterm-keepalive.test.ts failed 3 runs in 4). A whole request, body
 * included, must arrive within REQUEST_TIMEOUT_MS: long enough for a 200 MB video over a 2 Mbit/s uplink; a body that
 * stops moving is cut sooner, by BODY_IDLE_SECONDS (body-deadline.ts). Node looks for expired requests every
 * CONNECTIONS_CHECK_MS.
 */
const HEADERS_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 15 * 60_000;
const CONNECTIONS_CHECK_MS = 2_000;
/** After SIGTERM, the listener closes once no connection is waiting to be accepted, or after this long (see stop()). */
const LISTENER_GRACE_MS = 7000;
/**
 * How often the accept queue is read meanwhile. Not every turn of the event loop: reading /proc/net/tcp costs the
 * kernel a walk of every socket (hundreds during a burst), which slowed the very accepting it waits for.
 */
const LISTENER_CHECK_MS = 20;

interface Connection {
  /** Requests read and not yet answered. */
  busy: number;
  /** When the connection last finished an answer, was opened, or had bytes read from it. */
  idleSince: number;
  /** socket.bytesRead at idleSince: a change means a request is arriving (perhaps only part of its header). */
  bytesRead: number;
}
const connections = new Map<net.Socket, Connection>();
const inFlight = new Set<http.ServerResponse>();
let draining = false;

const server = http.createServer(
  {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
  },
  (req, res) => {
    const connection = connections.get(req.socket);
    if (connection) connection.busy += 1;
    let done = false;
    inFlight.add(res);
    const finished = () => {
      if (done) return;
      done = true;
      inFlight.delete(res);
      if (!connection) return;
      connection.busy -= 1;
      connection.idleSince = Date.now();
      connection.bytesRead = req.socket.bytesRead;
    };
    res.once("finish", finished);
    res.once("close", finished);
    // While draining, every answer tells the client to send its next request on a new connection (another instance).
    if (draining) res.setHeader("Connection", "close");
    started.app(req, res);
  },
);
server.on("connection", (socket: net.Socket) => {
  connections.set(socket, { busy: 0, idleSince: Date.now(), bytesRead: 0 });
  socket.once("close", () => connections.delete(socket));
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.listen(port, host, () => {
  console.log(
    JSON.stringify({ level: 30, msg: `listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}` }),
  );
});

/**
 * Connections the kernel has completed on the listening socket and this process has not accepted yet (Linux: the
 * accept queue's length is the LISTEN socket's rx_queue in /proc/net/tcp{,6}); null where that cannot be read.
 */
function pendingConnections(listeningPort: number): number | null {
  let pending: number | null = null;
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table: string;
    try {
      table = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of table.split("\n").slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue …; state 0A is LISTEN.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== "0A" || Number.parseInt(local.split(":")[1], 16) !== listeningPort) continue;
      pending = (pending ?? 0) + Number.parseInt(queues.split(":")[1], 16);
    }
  }
  return pending;
}

/**
 * Graceful shutdown under keep-alive (issue 17: answers without `Connection: close` after SIGTERM; issue 29: Node's
 * fetch, a pooling client, had 37 of 300 requests in a burst broken).
 *
 * 1. Stop accepting, without resetting anyone. Closing a listening socket resets every connection the kernel has
 *    completed and the process not yet accepted, and their clients have usually written a request already: those
 *    were the broken requests (measured before this change: 194 of a burst of 300 from fetch, and 12 requests of 50
 *    keep-alive clients on new connections, all ECONNRESET). So the listener closes in a turn of the event loop
 *    (its check phase, right after the poll phase accepted) that finds nothing waiting (pendingConnections), or
 *    after LISTENER_GRACE_MS at most. Node accepts about one connection per turn of a busy event loop, so after a burst
 *    that takes a while (measured: 183 waiting at SIGTERM, accepted in 3 s on a busy 2-core machine). The queue is read
 *    every LISTENER_CHECK_MS, not every turn: read every turn, /proc/net/tcp slowed the accepting to 6.4–6.8 s and a
 *    5 s grace reset 13–62 of a burst of 300 (3 runs in 4); read every 20 ms it empties in 3.4–5.0 s; they are
 *    served like any other, and until the listener is closed their answers keep the connection alive (see 2).
 *    Connections that arrive later are refused (ECONNREFUSED: a client or load balancer tries another instance).
 * 2. From then on, every answer carries `Connection: close`, so each connection with a request closes right after
 *    its answer. Not before the listener is closed: a client told to close sends its next request on a new
 *    connection at once, which would keep the accept queue busy.
 * 3. A connection is closed by the server only between requests: nothing being answered, nothing read, for as long
 *    as the client was told it may keep it idle (`Keep-Alive: timeout=5`). Closing an idle keep-alive connection
 *    earlier races the client's next request, which may already be on the wire (a pooling client reuses its idle
 *    connections at any moment). A client that keeps to the keep-alive time has dropped the connection itself by
 *    then, or sent a request on it, which is answered with `Connection: close`.
 * 4. Background jobs stop at the signal (the running one is given back). Whatever is still open after DRAIN_MS is
 *    cut; then Redis and the database close, and the process exits 0.
 */
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const signalledAt = Date.now();
  console.log(JSON.stringify({ level: 30, msg: `${signal}: finishing in-flight requests` }));
  // Background work stops at once, not after the connections have drained (up to DRAIN_MS): a job given back now is
  // taken over by another instance instead of finishing here while this one is going away.
  const workStopped = started.stopWork?.() ?? Promise.resolve();
  const { port: listeningPort } = server.address() as net.AddressInfo;
  // net.Server's close, not http.Server's: that one also closes every idle connection at once (see 3 above).
  // Its callback runs when the last connection has closed.
  const closed = new Promise((resolve) => {
    // setImmediate: the check phase, right after a poll phase (which accepts every queued connection) has run.
    const closeListener = () => {
      const pending = pendingConnections(listeningPort);
      if (pending && Date.now() - signalledAt < LISTENER_GRACE_MS) return void setTimeout(checkSoon, LISTENER_CHECK_MS);
      net.Server.prototype.close.call(server, resolve);
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      const msg = `stopped accepting connections ${Date.now() - signalledAt} ms after ${signal} (${pending ?? "unknown"} waiting)`;
      console.log(JSON.stringify({ level: pending ? 40 : 30, msg }));
    };
    const checkSoon = () => setImmediate(closeListener);
    checkSoon();
  });
  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.busy > 0) continue;
      if (socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.idleSince = now;
      } else if (now - connection.idleSince >= KEEP_ALIVE_MS) socket.destroy();
    }
  };
  const reaper = setInterval(() => setImmediate(closeIdle), 100);
  const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearInterval(reaper);
  clearTimeout(force);
  await workStopped;
  await started.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
