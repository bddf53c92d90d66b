// Production and development entry: listens, and shuts down gracefully on SIGTERM/SIGINT.
// Runs on Node 24 with native type stripping, so it imports only built or plain modules.
import http from "node:http";

import type { Express } from "express";

interface Started {
  app: Express;
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
  return { start: async () => ({ app: outer, shutdown: async () => { await started.shutdown(); await devServer.close(); } }) };
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
const server = http.createServer(started.app);
server.keepAliveTimeout = 5000;
server.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}` }));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `${signal}: finishing in-flight requests` }));
  // Stop accepting; idle keep-alive sockets are closed so close() can finish, busy ones end after their response.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  await closed;
  await started.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
