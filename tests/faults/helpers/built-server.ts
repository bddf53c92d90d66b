import http from "node:http";
import { startBuiltServer as startServer, type ServerInstance } from "../../helpers/built-server";

export { devSignIn } from "../../helpers/built-server";

/**
 * The production build started by the shared helper (tests/helpers/built-server.ts) with a fresh DATA_DIR and the e2e
 * identities (dev:e2e-admin is admin, dev:e2e-manager manager), as tests/e2e does, but one server per test file so a
 * fault test may kill or stop its own.
 */
export interface BuiltServer extends ServerInstance {
  baseURL: string;
}

export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<BuiltServer> {
  const server = await startServer({ LOG_LEVEL: "fatal", ...extraEnv });
  return { ...server, baseURL: server.url };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path sent exactly as written (fetch would resolve `..` and re-encode), on a fresh connection.
 */
export function rawRequest(
  baseURL: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  const headers = { ...options.headers };
  // Node sends a DELETE's body without a length unless told; the server would read it as the next request.
  if (options.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: options.method ?? "GET", headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A stack trace or a server file path in an answer: what no error may ever show. */
export const LEAK = /\n\s+at\s|node_modules|\/work\/|file:\/\/|[A-Za-z]+Error:/;
