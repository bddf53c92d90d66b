import { describe, expect, it } from "vitest";
import { changesPublicContent, createPageCache } from "./page-cache";

const cache = createPageCache({ ttlSeconds: 60 });
const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://site.test${path}`, { headers, method });

describe("which requests share a cached page", () => {
  it("keys a signed-out visitor's page by language, country, consent and URL", () => {
    expect(cache.keyFor(request("/play?x=1", { "accept-language": "ko-KR" }))).toBe("ko||0|/play?x=1");
    expect(cache.keyFor(request("/play", { cookie: "lang=ja; cookie_consent=1", "cf-ipcountry": "jp" }))).toBe(
      "ja|JP|1|/play",
    );
    // Only the exact answer the banner reads counts as consent.
    expect(cache.keyFor(request("/play", { cookie: "cookie_consent=10" }))).toBe("en||0|/play");
    // The URL's language beats the cookie, as the page itself decides.
    expect(cache.keyFor(request("/ru", { cookie: "lang=ja" }))).toMatch(/^ru\|/);
  });

  it("renders anything that may be personal for that visitor alone", () => {
    expect(cache.keyFor(request("/", { cookie: "rt.session_token=abc" }))).toBeNull();
    expect(cache.keyFor(request("/", { cookie: "lang=en; flash=hello" }))).toBeNull();
    expect(cache.keyFor(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(cache.keyFor(request("/", {}, "HEAD"))).toBeNull();
    for (const path of [
      "/user",
      "/USER/profile",
      "/rt-dashboard/users",
      "/%61pi/colorings",
      "/api/site-info/en",
      "/auth/google",
      "/logged",
      "/play.data",
      "/%E0%A4%A",
    ]) {
      expect(cache.keyFor(request(path)), path).toBeNull();
    }
    expect(createPageCache({ ttlSeconds: 0 }).keyFor(request("/"))).toBeNull();
  });
});

describe("the cache's contents", () => {
  it("stores a shareable page once, serves it to concurrent requests, and forgets it when content changes", async () => {
    const pages = createPageCache({ ttlSeconds: 60 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response('<html><script nonce="abc">go()</script></html>', {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" },
      });
    };
    const first = pages.fill("k", render, "abc");
    const waiting = pages.get("k");
    const [filled, waited] = await Promise.all([first, waiting]);
    expect(renders).toBe(1);
    // Byte for byte as rendered, with the nonce its scripts carry (every copy is sent with a policy naming it).
    expect("page" in filled && filled.page.body.toString()).toBe('<html><script nonce="abc">go()</script></html>');
    expect(waited?.body.toString()).toBe('<html><script nonce="abc">go()</script></html>');
    expect(waited?.nonce).toBe("abc");
    pages.clear();
    expect(await pages.get("k")).toBeNull();
  });

  it("keeps an expired page for stale(), not for get(), until content changes", async () => {
    const pages = createPageCache({ ttlSeconds: 0.01 });
    const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" };
    await pages.fill("k", async () => new Response("<p>old</p>", { headers: html }), "n");
    expect(pages.stale("k")?.body.toString()).toBe("<p>old</p>");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await pages.get("k")).toBeNull();
    expect(pages.stale("k")?.body.toString()).toBe("<p>old</p>");
    pages.clear();
    expect(pages.stale("k")).toBeNull();
  });

  it("passes through answers that must not be shared", async () => {
    const pages = createPageCache({ ttlSeconds: 60 });
    const html = { "Content-Type": "text/html", "Cache-Control": "private, no-cache" };
    for (const response of [
      new Response("x", { headers: { ...html, "Set-Cookie": "lang=ja" } }),
      new Response("x", { status: 404, headers: html }),
      new Response("x", { headers: { ...html, "Cache-Control": "private, no-store" } }),
      new Response("{}", { headers: { "Content-Type": "application/json", "Cache-Control": "private, no-cache" } }),
    ]) {
      expect("response" in (await pages.fill("k", async () => response, "n"))).toBe(true);
      expect(await pages.get("k")).toBeNull();
    }
  });

  it("knows which writes change what anonymous pages show", () => {
    expect(changesPublicContent("PUT", "/api/admin/media/3")).toBe(true);
    expect(changesPublicContent("POST", "/api/upload/coloring")).toBe(true);
    expect(changesPublicContent("DELETE", "/api/coloring/3")).toBe(true);
    expect(changesPublicContent("GET", "/api/admin/media")).toBe(false);
    expect(changesPublicContent("POST", "/api/reaction/3")).toBe(false);
    expect(changesPublicContent("POST", "/api/analytics")).toBe(false);
    expect(changesPublicContent("POST", null)).toBe(false);
  });
});
