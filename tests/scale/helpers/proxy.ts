import http from "node:http";
import type net from "node:net";

/**
 * A small round-robin reverse proxy (what nginx or a cloud load balancer does in front of N instances): each request
 * goes to the next upstream in turn, over kept-alive connections, with the client's address in X-Forwarded-For.
 * Used by the two-instance test and the scale-out benchmark; plain node, so bench scripts can import it too.
 */
export const PIN_HEADER = "x-test-instance";

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream got. */
  counts: number[];
  /** Sets upstream `index`: a new instance, or one started again elsewhere. */
  replace(index: number, upstream: string): void;
  close(): Promise<void>;
}

export async function startProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    // Tests pick an instance with this header (a sticky session would do the same); everything else takes turns.
    const pinned = Number(req.headers[PIN_HEADER]);
    const index = Number.isInteger(pinned) && pinned >= 0 && pinned < targets.length ? pinned : next++ % targets.length;
    const target = targets[index];
    if (!target) {
      res.writeHead(502, { "content-type": "application/json" }).end('{"error":"Bad Gateway"}');
      return;
    }
    counts[index]++;
    const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "" };
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" }).end('{"error":"Bad Gateway"}');
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port: bound } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    replace(index, upstream) {
      targets[index] = new URL(upstream);
      counts[index] ??= 0;
    },
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
