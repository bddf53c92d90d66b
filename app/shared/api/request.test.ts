import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "../zod";
import { endpoint, endpointUrl } from "./endpoint";
import { apiRequest, callApi } from "./request";

const update = endpoint({
  method: "PUT",
  path: "/api/things/:id",
  role: "staff",
  params: { id: z.string() },
  query: z.object({ page: z.coerce.number(), term: z.string().optional() }),
  body: z.object({ title: z.string() }),
  response: z.object({ thing: z.object({ id: z.number() }) }),
});
const upload = endpoint({
  method: "POST",
  path: "/api/upload/thing",
  role: "staff",
  body: "multipart",
  response: z.object({ ok: z.boolean() }),
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest(endpoint, input)", () => {
  it("builds the address from the entry, sends JSON with the entry's method and parses the answer with its schema", async () => {
    const fetch = answer(200, { thing: { id: 3 }, extra: "dropped" });
    const result = await apiRequest(update, {
      params: { id: "a b/c" },
      query: { page: 2, term: "" },
      body: { title: "Hi" },
    });
    expect(result).toEqual({ thing: { id: 3 } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/things/a%20b%2Fc?page=2&term=");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe('{"title":"Hi"}');
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.credentials).toBe("same-origin");
  });

  it("sends a form as it is, without a JSON content type", async () => {
    const fetch = answer(201, { ok: true });
    const form = new FormData();
    form.set("file", new Blob(["x"]));
    expect(await apiRequest(upload, { body: form })).toEqual({ ok: true });
    expect(fetch.mock.calls[0][1]?.body).toBe(form);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).has("content-type")).toBe(false);
  });

  it("throws the Response of a failed call, so errorText() can show the server's {error}", async () => {
    answer(403, { error: "Only staff can do this." });
    const thrown = await apiRequest(upload, { body: new FormData() }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(await (thrown as Response).json()).toEqual({ error: "Only staff can do this." });
  });

  it("refuses an answer that does not fit the contract", async () => {
    answer(200, { thing: { id: "3" } });
    await expect(apiRequest(update, { params: { id: "1" }, query: { page: 0 }, body: { title: "" } })).rejects.toThrow(
      /expected number/,
    );
  });
});

describe("callApi(name, input)", () => {
  it("loads the contract on the first call and calls the named endpoint: method, address and the parsed answer", async () => {
    const fetch = answer(200, { coloring: { id: 5 }, extra: 1 });
    const thrown = await callApi("reaction", { params: { id: 5 }, body: { content: ":p1:" } }).catch(
      (error: unknown) => error,
    );
    // The answer is checked against the contract's schema, so a partial coloring is refused.
    expect(thrown).toBeInstanceOf(Error);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/reaction/5");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"content":":p1:"}');
  });

  it("returns the parsed answer of a good call", async () => {
    answer(200, { logged: false, user: null, extra: true });
    expect(await callApi("fetchUser", {})).toEqual({ logged: false, user: null });
  });
});

describe("endpointUrl", () => {
  it("leaves out undefined query values and keeps the path alone without a query", () => {
    expect(endpointUrl(update, { params: { id: "9" }, query: { page: 0, term: undefined } })).toBe(
      "/api/things/9?page=0",
    );
    expect(endpointUrl(upload)).toBe("/api/upload/thing");
  });
});
