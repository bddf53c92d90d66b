import fs from "node:fs";
import { createDatabase } from "../../faults/built-server";
import { launchServer, tempDir, waitReady, type ServerInstance } from "../../helpers/built-server";
import { PIN_HEADER, startProxy, type RoundRobinProxy } from "./proxy";
import { dropRedisPrefix, ensureRedis, redisPrefix, REDIS_URL, startS3, type LocalS3 } from "./services";

/**
 * N instances of the production build as an operator runs them (README "Scale-out"): one PostgreSQL database, one
 * Redis (a key prefix of this run's own), one S3-compatible bucket, each instance with a DATA_DIR of its own (nothing
 * shared on disk), all started at the same moment, behind a round-robin proxy whose address is PUBLIC_URL.
 */
export interface Cluster {
  instances: ServerInstance[];
  proxy: RoundRobinProxy;
  s3: LocalS3;
  databaseUrl: string;
  redisPrefix: string;
  publicUrl: string;
  /** The variables every instance gets (to start another one like them). */
  env: Record<string, string>;
  /** Starts one more instance with the same variables (and its own DATA_DIR), behind the proxy as the next index. */
  add(extra?: Record<string, string>): Promise<ServerInstance>;
  /** fetch through the proxy, pinned to instance `index` (its Host and Origin are the site's, as behind a load balancer). */
  fetchVia(index: number, path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

export async function startCluster(count: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  await ensureRedis();
  // The proxy holds its port from the start: a port only probed free here could be taken by one of the many
  // connections the instances open while they start (CI once failed with EADDRINUSE that way).
  const [database, s3, proxy] = await Promise.all([createDatabase("scale"), startS3(), startProxy([])]);
  const prefix = redisPrefix("cluster");
  const publicUrl = proxy.url;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    PUBLIC_URL: publicUrl,
    DEV_LOGIN: "1",
    ...s3.env,
    ...extraEnv,
  };
  const dirs: string[] = [];
  const all: ServerInstance[] = [];
  const launch = async (extra: Record<string, string> = {}) => {
    const dataDir = tempDir("scale");
    dirs.push(dataDir);
    const instance = await launchServer({ ...env, DATA_DIR: dataDir, ...extra });
    all.push(instance);
    await waitReady(instance);
    return instance;
  };
  const instances = await Promise.all(Array.from({ length: count }, () => launch()));
  instances.forEach((instance, index) => proxy.replace(index, instance.url));
  return {
    instances,
    proxy,
    s3,
    databaseUrl: database.url,
    redisPrefix: prefix,
    publicUrl,
    env,
    async add(extra) {
      const instance = await launch(extra);
      proxy.replace(all.length - 1, instance.url);
      return instance;
    },
    fetchVia(index, path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set(PIN_HEADER, String(index));
      if (init.method && init.method !== "GET") headers.set("Origin", publicUrl);
      return fetch(`${publicUrl}${path}`, { ...init, headers, redirect: "manual" });
    },
    async stop() {
      await proxy.close();
      await Promise.all(all.map((i) => i.stop()));
      await Promise.all([database.drop(), s3.close(), dropRedisPrefix(prefix)]);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in as dev:<name> through instance `index`; the session cookie. */
export async function signInThrough(cluster: Cluster, index: number, name: string): Promise<string> {
  const response = await cluster.fetchVia(index, "/auth/dev", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name }),
  });
  const cookie = response.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status >= 400 || !cookie) throw new Error(`dev sign-in as ${name} failed: ${response.status}`);
  return cookie;
}
