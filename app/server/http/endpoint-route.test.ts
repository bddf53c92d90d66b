import { RouterContextProvider, createStaticHandler, type MiddlewareFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { PublicUser } from "~/shared/api/account";
import { endpoint } from "~/shared/api/endpoint";
import { actorContext, roleGuard } from "../session/guards";
import { apiRoute, handle } from "./endpoint-route";

const item = endpoint({
  method: "GET",
  path: "/api/things/:id",
  role: "public",
  params: { id: z.coerce.number().int().positive() },
  query: z.object({ q: z.string().max(3).default("") }),
  response: z.object({ id: z.number(), q: z.string() }),
});
const create = endpoint({
  method: "POST",
  path: "/api/things/:id",
  role: "staff",
  params: { id: z.coerce.number() },
  body: z.object({ title: z.string().max(5) }),
  response: z.object({ title: z.string(), by: z.string() }),
  status: 201,
});
const gone = endpoint({
  method: "DELETE",
  path: "/api/things/:id",
  role: "admin",
  params: { id: z.coerce.number() },
  notFound: "No such thing.",
  response: null,
});

const manager = { id: "u1", displayName: "Max", grade: "manager" } as PublicUser;
const route = apiRoute(
  handle(item, ({ input }) => ({ id: input.params.id, q: input.query.q })),
  handle(create, ({ input, actor }) => ({ title: input.body.title, by: actor.displayName })),
  handle(gone, () => undefined),
);

/** A call as React Router makes it; `admitted` is the caller a guard middleware let through. */
function call(
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = { id: "7" },
  admitted: PublicUser | null = manager,
) {
  const context = new RouterContextProvider();
  context.set(actorContext, admitted);
  return route({ request: new Request(`http://localhost${path}`, init), params, context });
}

describe("apiRoute(handle(entry, handler))", () => {
  it("answers the handler's result as JSON with the entry's status", async () => {
    const got = await call("/api/things/7?q=ab", { method: "GET" });
    expect([got.status, got.headers.get("content-type"), await got.json()]).toEqual([
      200,
      "application/json; charset=utf-8",
      { id: 7, q: "ab" },
    ]);
    const made = await call("/api/things/7", {
      method: "POST",
      body: JSON.stringify({ title: "Hi" }),
      headers: { "Content-Type": "application/json" },
    });
    expect([made.status, await made.json()]).toEqual([201, { title: "Hi", by: "Max" }]);
  });

  it("refuses a method no entry offers with 405, the Allow header and a JSON {error}", async () => {
    const response = await call("/api/things/7", { method: "PUT" });
    expect([response.status, response.headers.get("allow"), await response.json()]).toEqual([
      405,
      "GET, POST, DELETE",
      { error: "Method not allowed. Use GET or POST or DELETE." },
    ]);
  });

  it("answers unreadable input with 400 naming the problem, and a path id of no item with the entry's 404", async () => {
    const badQuery = await call("/api/things/7?q=toolong", { method: "GET" });
    expect([badQuery.status, (await badQuery.json()).error]).toEqual([400, expect.stringMatching(/^q: /)]);
    const badParam = await call("/api/things/x", { method: "GET" }, { id: "x" });
    expect(badParam.status).toBe(400);
    const notJson = await call("/api/things/7", { method: "POST", body: "{" });
    expect([notJson.status, await notJson.json()]).toEqual([400, { error: "The request body must be JSON." }]);
    const admin = { ...manager, grade: "admin" } as PublicUser;
    const missing = await call("/api/things/x", { method: "DELETE" }, { id: "x" }, admin);
    expect([missing.status, await missing.json()]).toEqual([404, { error: "No such thing." }]);
    expect((await call("/api/things/7", { method: "DELETE" }, { id: "7" }, admin)).status).toBe(204);
  });

  it("checks the admitted caller against each entry's role: a manager may not call an admin entry", async () => {
    const response = await call("/api/things/7", { method: "DELETE" });
    expect([response.status, await response.json()]).toEqual([403, { error: "Only administrators can do this." }]);
  });

  it("without a guard middleware in front (a direct call) still refuses a visitor with 401", async () => {
    const response = await call("/api/things/7", { method: "POST", body: "{}" }, { id: "7" }, null);
    expect([response.status, await response.json()]).toEqual([401, { error: "Please sign in first." }]);
  });

  it("tells apart two entries with one method by their path", async () => {
    const today = endpoint({
      method: "GET",
      path: "/api/day/:date",
      role: "public",
      params: { date: z.string() },
      response: z.object({ which: z.string() }),
    });
    const next = endpoint({
      method: "GET",
      path: "/api/day/next/:date",
      role: "public",
      params: { date: z.string() },
      response: z.object({ which: z.string() }),
    });
    const days = apiRoute(
      handle(today, () => ({ which: "today" })),
      handle(next, () => ({ which: "next" })),
    );
    const ask = async (path: string) =>
      (await (await days({ request: new Request(`http://localhost${path}`), params: { date: "2026-01-01" } })).json())
        .which;
    expect([await ask("/api/day/2026-01-01"), await ask("/api/day/next/2026-01-01")]).toEqual(["today", "next"]);
  });
});

describe("roleGuard(role) middleware", () => {
  const run = async (role: "staff" | "admin", admitted: PublicUser | null, cookie?: string) => {
    const context = new RouterContextProvider();
    if (admitted) context.set(actorContext, admitted);
    const request = new Request("http://localhost/api/admin/logs", { headers: cookie ? { Cookie: cookie } : {} });
    try {
      await roleGuard(role)(
        { request, context, params: {}, url: new URL(request.url), pattern: "/api/admin/logs" },
        async () => new Response(),
      );
      return { status: 200, actor: context.get(actorContext) };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, body: await thrown.json() };
    }
  };

  it("refuses a visitor with a JSON 401 before any handler runs", async () => {
    expect(await run("staff", null)).toEqual({ status: 401, body: { error: "Please sign in first." } });
  });

  it("lets staff through and hands the actor down; the nested admin guard refuses a manager with 403", async () => {
    expect(await run("staff", manager)).toEqual({ status: 200, actor: manager });
    expect(await run("admin", manager)).toEqual({ status: 403, body: { error: "Only administrators can do this." } });
  });
});

describe("a resource-style layout route with the guard as its middleware (React Router 8)", () => {
  it("answers a visitor 401 JSON before the handler below it runs", async () => {
    const handled = vi.fn(() => new Response("staff data"));
    // The guard never calls next(): React Router calls it for it.
    const guard: MiddlewareFunction = async (args) => {
      await roleGuard("staff")(args, async () => new Response());
    };
    const { queryRoute } = createStaticHandler([
      { path: "/api", middleware: [guard], children: [{ path: "admin/x", loader: handled }] },
    ]);
    const response = await queryRoute(new Request("http://localhost/api/admin/x"), {
      requestContext: new RouterContextProvider(),
      generateMiddlewareResponse: async (query) => {
        const result = await query(new Request("http://localhost/api/admin/x"));
        return result instanceof Response ? result : Response.json(result);
      },
    });
    expect([response.status, await response.json(), handled.mock.calls.length]).toEqual([
      401,
      { error: "Please sign in first." },
      0,
    ]);
  });
});
