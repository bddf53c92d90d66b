import zlib from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAdmissionGate } from "./admission";
import { createPageCache } from "./page-cache";
import { requestInfoContext } from "./request-context";
import { databaseOutage, jsonErrorShape, noDataSuffixInJsonAreas, withSteps, type Handle } from "./router-steps";
import { contentSecurityPolicy } from "./security";
import { sharedPages } from "./shared-pages";

const contextWith = (nonce: string) => {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce, ip: "127.0.0.1" });
  return context;
};
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers });
const page = (html: string) =>
  new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" } });

describe("the steps around the router", () => {
  it("run outermost first, each handing on the request it chooses", async () => {
    const seen: string[] = [];
    const handle = withSteps(
      async (request) => new Response(new URL(request.url).pathname),
      [
        async (request, context, next) => (seen.push("outer"), next(new Request(`${request.url}/inner`), context)),
        async (request, context, next) => (seen.push("inner"), next(request, context)),
      ],
    );
    expect(await (await handle(get("/a"), contextWith("n"))).text()).toBe("/a/inner");
    expect(seen).toEqual(["outer", "inner"]);
  });

  it("keep the {error} shape in the JSON areas, and leave pages' errors alone", async () => {
    const router: Handle = async () => Response.json({ message: "Method not allowed" }, { status: 405 });
    const handle = withSteps(router, [noDataSuffixInJsonAreas, jsonErrorShape]);
    const api = await handle(get("/api/cotd"), contextWith("n"));
    expect([api.status, await api.json()]).toEqual([405, { error: "This method is not allowed here." }]);
    const dataSuffix = await handle(get("/api/cotd.data"), contextWith("n"));
    expect([dataSuffix.status, dataSuffix.headers.get("cache-control"), await dataSuffix.json()]).toEqual([
      404,
      "no-store",
      { error: "Not found" },
    ]);
    expect(await (await handle(get("/play"), contextWith("n"))).json()).toEqual({ message: "Method not allowed" });
  });

  it("answer a 500 that was not about the database as it was", async () => {
    const handle = withSteps(async () => new Response("boom", { status: 500 }), [databaseOutage]);
    const answer = await handle(get("/play"), contextWith("n"));
    expect([answer.status, await answer.text()]).toEqual([500, "boom"]);
  });
});

describe("the shared pages step", () => {
  const policyFor = contentSecurityPolicy({ cdnUrl: undefined, production: false });
  const setup = () => {
    let renders = 0;
    const cache = createPageCache({ ttlSeconds: 60 });
    const router: Handle = async (request, context) => {
      renders++;
      const { nonce } = context.get(requestInfoContext);
      return page(`<p>${new URL(request.url).search}</p><script nonce="${nonce}">go()</script>`);
    };
    const step = sharedPages({
      cache,
      countryHeader: "cf-ipcountry",
      devLogin: false,
      countryVariant: () => "",
      policyFor,
      admission: createAdmissionGate({ concurrency: 2, queue: 2, waitMs: 500 }),
    });
    return { handle: withSteps(router, [step]), renders: () => renders, cache };
  };

  it("renders a signed-out page once, and sends every copy with the policy naming the nonce it carries", async () => {
    const { handle, renders } = setup();
    // With its language chosen (a cookie): one whose language came from Accept-Language alone is not for a CDN.
    const first = await handle(get("/play", { cookie: "lang=en" }), contextWith("first"));
    const second = await handle(get("/play", { cookie: "lang=en" }), contextWith("second"));
    expect(renders()).toBe(1);
    expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    expect(await second.text()).toBe('<p></p><script nonce="first">go()</script>');
    expect(second.headers.get("content-security-policy")).toBe(policyFor("first"));
    expect(second.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-first';");
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(second.headers.get("vary")).toBe("Cookie, cf-ipcountry, Accept-Encoding");
  });

  it("renders from the URL without the parameters the page does not read", async () => {
    const { handle, renders } = setup();
    await handle(get("/play?utm_source=x"), contextWith("a"));
    const again = await handle(get("/play?fbclid=y"), contextWith("b"));
    expect(renders()).toBe(1);
    expect(await again.text()).toContain("<p></p>");
  });

  it("compresses a page once, in the encoding the browser prefers of those the server makes", async () => {
    const { handle } = setup();
    await handle(get("/play"), contextWith("n"));
    const br = await handle(get("/play", { "accept-encoding": "gzip, deflate, br" }), contextWith("m"));
    expect(br.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe('<p></p><script nonce="n">go()</script>');
    const plain = await handle(get("/play", { "accept-encoding": "identity" }), contextWith("m"));
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("passes personal requests and other methods through, rendered for that request alone", async () => {
    const { handle, renders } = setup();
    for (const request of [
      get("/play", { cookie: "rt.session_token=abc" }),
      new Request("http://site.test/play", { method: "POST" }),
    ]) {
      const answer = await handle(request, contextWith("own"));
      expect(answer.headers.get("x-page-cache")).toBeNull();
      expect(answer.headers.get("content-security-policy")).toBeNull();
    }
    expect(renders()).toBe(2);
  });
});
