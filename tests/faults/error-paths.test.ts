import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAK, devSignIn, rawRequest, startBuiltServer, type BuiltServer } from "./helpers/built-server";

/**
 * Issue 17 item 7 and issue 19 items 7, 11, 12: every error under /api, /auth and /media is JSON `{error}` without a
 * stack; a malformed page URL shows the site's not-found screen; an early refusal closes the connection; the spec's
 * `/images/...` and `/locales/{locale}.json` behave as §7 says.
 */
const JSON_ERRORS: {
  method: string;
  path: string;
  status: number[];
  headers?: Record<string, string>;
  body?: string;
}[] = [
  { method: "GET", path: "/api/%", status: [400, 404] },
  { method: "DELETE", path: "/api/coloring/%ZZ", status: [400, 404] },
  { method: "GET", path: "/api/%E0%A4%A", status: [400, 404] },
  { method: "GET", path: "/api/no-such-thing", status: [404] },
  { method: "GET", path: "/api/cotd.data", status: [404] },
  { method: "GET", path: "/api/colorings.data?page=0", status: [404] },
  { method: "GET", path: "/api/admin/seo.data", status: [404] },
  { method: "POST", path: "/api/no-such-thing.data", status: [404] },
  { method: "PROPFIND", path: "/api/cotd", status: [405] },
  { method: "PUT", path: "/api/cotd", status: [405] },
  { method: "POST", path: "/auth/google", status: [405] },
  { method: "POST", path: "/auth/facebook", status: [405] },
  { method: "DELETE", path: "/auth/no-such-provider", status: [405] },
  { method: "GET", path: "/auth/no-such-provider", status: [404] },
  { method: "GET", path: "/auth/callback/google?code=x&state=y", status: [302, 400, 401, 403, 404] },
  { method: "GET", path: "/media/no-such-file.png", status: [404] },
  { method: "GET", path: "/media/%ZZ.png", status: [400, 404] },
  { method: "POST", path: "/media/x.png", status: [404, 405] },
  {
    method: "POST",
    path: "/api/analytics",
    status: [400],
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  },
];

describe("error answers never leak and keep their shape", () => {
  let server: BuiltServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startBuiltServer();
    // Signed in, so the calls reach the handlers' own checks rather than stopping at "please sign in".
    cookie = await devSignIn(server.baseURL, "error-paths");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("every error under /api, /auth and /media is JSON {error} with no stack or server path", async () => {
    for (const call of JSON_ERRORS) {
      const label = `${call.method} ${call.path}`;
      const headers = { Origin: server.baseURL, Cookie: cookie, ...call.headers };
      const answer = await rawRequest(server.baseURL, call.path, { method: call.method, headers, body: call.body });
      expect(call.status, `${label}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status);
      if (answer.status < 400) continue;
      expect(answer.headers["content-type"] ?? "", `${label}: ${answer.status} ${answer.body.slice(0, 100)}`).toMatch(
        /application\/json/,
      );
      expect(typeof JSON.parse(answer.body).error, `${label}: ${answer.body}`).toBe("string");
      expect(answer.body, label).not.toMatch(LEAK);
    }
  });

  it("a path that climbs out of /media is refused without the file or a stack", async () => {
    for (const path of [
      "/media/../server.ts",
      "/media/%2e%2e/server.ts",
      "/media/..%2fserver.ts",
      "/media/%2e%2e%2f%2e%2e%2fetc/passwd",
    ]) {
      const answer = await rawRequest(server.baseURL, path);
      expect([400, 403, 404], `${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.body, path).not.toMatch(/graceful|root:x:0/);
      expect(answer.body, path).not.toMatch(LEAK);
    }
  });

  it("a malformed percent-encoding in a page address shows the site's not-found screen", async () => {
    for (const path of ["/%E0%A4%A", "/series/%ZZ", "/%", "/play/%E0%A4"]) {
      const answer = await rawRequest(server.baseURL, path, { headers: { Accept: "text/html" } });
      expect([400, 404], `${path}: ${answer.status}`).toContain(answer.status);
      expect(answer.headers["content-type"], path).toMatch(/text\/html/);
      expect(answer.body, path).toMatch(/<footer/);
      expect(answer.body, path).not.toMatch(LEAK);
    }
  });

  it("an early refusal of a body closes the connection, so the next request is answered at once", async () => {
    // 6 MB declared, 64 KB sent: the upload is refused from its Content-Length before the body is read.
    const { head, closedMs } = await partialUpload(server.port, cookie, 6 * 1024 * 1024, 64 * 1024);
    expect(head, head).toMatch(/^HTTP\/1\.1 413/);
    expect(head.toLowerCase(), head).toContain("connection: close");
    expect(closedMs, "the server closed the connection right after the answer").toBeLessThan(1000);
    const started = Date.now();
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("/images/... is the spec's address of the site's pictures: a permanent redirect to /art/...", async () => {
    const answer = await fetch(`${server.baseURL}/images/logo.svg?v=1`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/art/logo.svg?v=1");
    const followed = await fetch(`${server.baseURL}/images/logo.svg`);
    expect(followed.status).toBe(200);
    expect(followed.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const escape = await fetch(`${server.baseURL}/images//evil.example/x.png`, { redirect: "manual" });
    expect(escape.headers.get("location"), "the redirect never leaves the site").toMatch(/^\/art\//);
  });

  it("GET /locales/{locale}.json keeps that language in the lang cookie for 365 days", async () => {
    const answer = await fetch(`${server.baseURL}/locales/ko.json`);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("lang="));
    expect(cookie).toMatch(/^lang=ko;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(answer.headers.get("cache-control")).toMatch(/private/);
    expect((await answer.json())["Coloring Gallery"]).toBeTruthy();
    const missing = await fetch(`${server.baseURL}/locales/xx.json`);
    expect(
      missing.headers.getSetCookie().some((c) => c.startsWith("lang=")),
      "no cookie for an unknown language",
    ).toBe(false);
  });

  it("a first visit in the browser's language is answered in it but sets no lang cookie (only a choice is kept)", async () => {
    const answer = await fetch(`${server.baseURL}/play`, { headers: { "Accept-Language": "ja-JP,ja;q=0.9" } });
    expect(await answer.text()).toMatch(/<html[^>]+lang="ja"/);
    expect(
      answer.headers.getSetCookie().some((c) => c.startsWith("lang=")),
      "no lang cookie",
    ).toBe(false);
    const chosen = await fetch(`${server.baseURL}/ko`, { headers: { "Accept-Language": "ja" } });
    expect(
      chosen.headers.getSetCookie().find((c) => c.startsWith("lang=")),
      "a language's own address is a choice",
    ).toMatch(/^lang=ko;/);
  });
});

/** Sends headers declaring `declared` bytes and only `sent` of them; returns the answer's head and when the socket closed. */
function partialUpload(
  port: number,
  cookie: string,
  declared: number,
  sent: number,
): Promise<{ head: string; closedMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let answeredAt = 0;
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (!answeredAt && received.includes("\r\n\r\n")) answeredAt = Date.now();
    });
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve({ head: received.split("\r\n\r\n")[0], closedMs: answeredAt ? Date.now() - answeredAt : Infinity }),
    );
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no close within 10 s; received: ${received.slice(0, 300)}`));
    });
    socket.write(
      [
        "POST /api/upload/coloring HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: http://127.0.0.1:${port}`,
        `Cookie: ${cookie}`,
        "Content-Type: multipart/form-data; boundary=x",
        `Content-Length: ${declared}`,
        "Connection: keep-alive",
        "",
        "",
      ].join("\r\n"),
    );
    socket.write(Buffer.alloc(sent, 0x61));
  });
}
