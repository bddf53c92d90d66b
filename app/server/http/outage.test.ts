import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isOutageFailure, noteRequestError, outageResponse } from "./outage";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const failed = () => new Response("<html>crash</html>", { status: 500, headers: { "Content-Type": "text/html" } });

describe("answers while the database is away", () => {
  it("turns a 500 into an outage only when the request's own error was the database", () => {
    const outage = new RouterContextProvider();
    const bug = new RouterContextProvider();
    noteRequestError(new Error("wrapped", { cause: refused }), outage);
    noteRequestError(new TypeError("x is undefined"), bug);
    expect(isOutageFailure(failed(), outage)).toBe(true);
    expect(isOutageFailure(failed(), bug)).toBe(false);
    expect(isOutageFailure(new Response("ok"), outage)).toBe(false);
  });

  it("answers a page with the translated resting page, 503 and Retry-After", async () => {
    const korean = await outageResponse(
      new Request("http://site.test/play?x=<b>", { headers: { cookie: "lang=ko" } }),
      failed(),
    );
    expect([korean.status, korean.headers.get("retry-after"), korean.headers.get("cache-control")]).toEqual([
      503,
      "5",
      "no-store",
    ]);
    const html = await korean.text();
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain("사이트가 잠깐 쉬고 있어요");
    expect(html).toContain('href="/play?x=%3Cb%3E"');
    expect(html).not.toMatch(/<script/i);
    expect(await (await outageResponse(new Request("http://site.test/"), failed())).text()).toContain(
      "The site is resting",
    );
  });

  it("answers the JSON areas with {error} and a client navigation's data with its own body", async () => {
    const api = await outageResponse(new Request("http://site.test/api/cotd"), failed());
    expect([api.status, api.headers.get("retry-after")]).toEqual([503, "5"]);
    expect(await api.json()).toEqual({ error: expect.any(String) });
    const data = await outageResponse(
      new Request("http://site.test/play.data"),
      new Response("encoded", { status: 500, headers: { "Content-Type": "text/x-script" } }),
    );
    expect([data.status, data.headers.get("retry-after"), data.headers.get("content-type"), await data.text()]).toEqual(
      [503, "5", "text/x-script", "encoded"],
    );
  });
});
