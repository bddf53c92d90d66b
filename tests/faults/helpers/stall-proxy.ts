import net from "node:net";

/**
 * A TCP relay in front of a dependency (S3, Redis, PostgreSQL) that can be made to stall: while stalled it still
 * accepts connections and keeps every open one, but moves no byte either way, as a paused server (SIGSTOP), a full
 * network buffer or a black-holed route looks to a client. resume() lets the held bytes through again.
 */
export interface StallProxy {
  /** host:port to give the site instead of the dependency's own. */
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket; connect(): void }>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    const pair: { client: net.Socket; upstream?: net.Socket; connect(): void } = {
      client,
      connect() {
        if (pair.upstream) return;
        const upstream = net.connect(target.port, target.host);
        track(upstream);
        pair.upstream = upstream;
        client.pipe(upstream);
        upstream.pipe(client);
        client.once("close", () => upstream.destroy());
        upstream.once("close", () => client.destroy());
      },
    };
    pairs.add(pair);
    client.once("close", () => pairs.delete(pair));
    if (stalled) client.pause();
    else pair.connect();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream?.pause();
      }
    },
    resume() {
      stalled = false;
      for (const pair of pairs) {
        pair.connect();
        pair.client.resume();
        pair.upstream?.resume();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
