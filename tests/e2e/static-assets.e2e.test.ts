import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseURL } from "./helpers/browser";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as they travel (fetch would decode them), asking for one encoding. */
function rawGet(path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseURL()}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The page's own scripts and stylesheets, as the browser would ask for them. */
async function pageAssets(): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}/`)).text();
  return [...new Set([...html.matchAll(/"(\/assets\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]))];
}

describe("static assets precompressed at build (issue 15 part 2)", () => {
  it("sends the build's brotli file for a script, byte for byte, with its length, and the same script after decoding", async () => {
    const assets = await pageAssets();
    const script = assets.find((a) => a.endsWith(".js") && fs.statSync(`build/client${a}`).size > 20_000);
    expect(script).toBeDefined();
    const path = script as string;
    const plain = await rawGet(path, "identity");
    const br = await rawGet(path, "gzip, deflate, br");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toMatch(/immutable/);
    // Precompressed, not compressed per request: a known length (no chunked stream), exactly the file next to the asset.
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.equals(fs.readFileSync(`build/client${path}.br`))).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it("sends gzip to a client without brotli, and every script and stylesheet of the home page decodes to the original", async () => {
    for (const path of await pageAssets()) {
      const plain = await rawGet(path, "identity");
      const gz = await rawGet(path, "gzip");
      expect(gz.status, path).toBe(200);
      if (!fs.existsSync(`build/client${path}.gz`)) continue; // too small to be worth compressing
      expect(gz.headers["content-encoding"], path).toBe("gzip");
      expect(gz.body.equals(fs.readFileSync(`build/client${path}.gz`)), path).toBe(true);
      expect(zlib.gunzipSync(gz.body).equals(plain.body), path).toBe(true);
    }
  });

  it("compresses a shared (anonymous) page once: brotli with its length, the same page after decoding", async () => {
    const path = `/apps?visit=${Date.now()}`;
    const plain = await rawGet(path, "identity");
    const br = await rawGet(path, "gzip, br");
    const gz = await rawGet(path, "gzip");
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers.vary).toMatch(/Cookie/i);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it("precompresses the public files too (a language file), keeping their own cache rules", async () => {
    const br = await rawGet("/locales/ko.json", "br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("private, max-age=3600");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toBeTypeOf("object");
  });
});
