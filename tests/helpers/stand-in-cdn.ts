import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the CDN in front of the site (issue 29), small enough to read: a caching reverse proxy that does what
 * Fastly and Cloudflare do with the site's pages and nothing more.
 * - It keeps a GET answer that is `200`, has no Set-Cookie and says `public` with `s-maxage=N`, for N seconds, keyed by
 *   the URL and the values of the request headers its `Vary` names; every other answer passes through.
 * - It remembers the answer's tags (`Surrogate-Key`, space-separated; else `Cache-Tag`, comma-separated) and strips both
 *   headers, as the real ones do; `X-Cache: HIT` or `MISS` says where an answer came from.
 * - `POST /purge` drops every kept answer carrying one of the tags, asked either way the purge adapter speaks
 *   (app/server/http/cdn-purge.ts): Fastly's `Surrogate-Key: a b` header, or Cloudflare's JSON `{"tags": [...]}`.
 *   With `token`, a purge without `Fastly-Key: <token>` or `Authorization: Bearer <token>` is refused (401).
 */
export interface StandInCdn {
  url: string;
  purgeUrl: string;
  /** Where requests go (settable later: the CDN's address is configured into the instances before they start). */
  setOrigin(origin: string): void;
  /** Every purge received, in order, with the time it arrived. */
  purges: { tags: string[]; at: number }[];
  /** Answers kept right now. */
  size(): number;
  close(): Promise<void>;
}

interface Kept {
  status: number;
  headers: [string, string][];
  body: Buffer;
  tags: Set<string>;
  expires: number;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host"]);

function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /\b(?:private|no-store)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function startStandInCdn(options: { token?: string } = {}): Promise<StandInCdn> {
  let origin = "";
  const kept = new Map<string, Kept>();
  /** The request headers each URL's answers vary on (from the last answer's Vary). */
  const varyOf = new Map<string, string[]>();
  const purges: StandInCdn["purges"] = [];
  const keyOf = (url: string, headers: http.IncomingHttpHeaders) =>
    [url, ...(varyOf.get(url) ?? []).map((name) => `${name}=${String(headers[name] ?? "")}`)].join("\n");

  const purge = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await readBody(req);
    const authorised =
      !options.token ||
      req.headers["fastly-key"] === options.token ||
      req.headers.authorization === `Bearer ${options.token}`;
    if (!authorised) return void res.writeHead(401).end();
    const header = req.headers["surrogate-key"];
    const tags =
      typeof header === "string"
        ? header.split(" ").filter(Boolean)
        : ((JSON.parse(body.toString() || "{}") as { tags?: string[] }).tags ?? []);
    purges.push({ tags, at: Date.now() });
    for (const [key, answer] of kept) if (tags.some((tag) => answer.tags.has(tag))) kept.delete(key);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
  };

  const send = (res: http.ServerResponse, answer: Omit<Kept, "tags" | "expires">, cache: "HIT" | "MISS" | "PASS") => {
    const headers = answer.headers.filter(([name]) => !["surrogate-key", "cache-tag"].includes(name));
    res.writeHead(answer.status, [...headers.flat(), "x-cache", cache, "content-length", String(answer.body.length)]);
    res.end(answer.body);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = req.url ?? "/";
      if (req.method === "POST" && url === "/purge") return purge(req, res);
      const key = keyOf(url, req.headers);
      const hit = req.method === "GET" ? kept.get(key) : undefined;
      if (hit && hit.expires > Date.now()) return send(res, hit, "HIT");
      const headers = Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)) as [
        string,
        string | string[],
      ][];
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
      const upstream = await fetch(`${origin}${url}`, {
        method: req.method,
        headers: headers.flatMap(([name, value]) =>
          Array.isArray(value) ? value.map((v) => [name, v] as [string, string]) : [[name, value] as [string, string]],
        ),
        body: body ? new Uint8Array(body) : undefined,
        redirect: "manual",
      });
      // The body as sent (fetch decodes it; the headers must then not claim an encoding).
      const answer = {
        status: upstream.status,
        headers: [...upstream.headers.entries()].filter(
          ([name]) => !HOP_BY_HOP.has(name) && name !== "content-encoding",
        ),
        body: Buffer.from(await upstream.arrayBuffer()),
      };
      const maxAge = sharedMaxAge(upstream.headers.get("cache-control"));
      if (req.method !== "GET" || upstream.status !== 200 || upstream.headers.has("set-cookie") || maxAge === 0)
        return send(res, answer, "PASS");
      varyOf.set(
        url,
        (upstream.headers.get("vary") ?? "")
          .split(",")
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name && name !== "accept-encoding"),
      );
      const tagHeader =
        upstream.headers.get("surrogate-key")?.split(" ") ?? upstream.headers.get("cache-tag")?.split(",") ?? [];
      kept.set(keyOf(url, req.headers), {
        ...answer,
        tags: new Set(tagHeader.filter(Boolean)),
        expires: Date.now() + maxAge * 1000,
      });
      send(res, answer, "MISS");
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    purgeUrl: `${url}/purge`,
    setOrigin: (value) => void (origin = value.replace(/\/$/, "")),
    purges,
    size: () => kept.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
