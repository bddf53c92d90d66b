import { matchPath, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { PublicUser } from "~/shared/api/account";
import type { EndpointShape, ParsedInput } from "~/shared/api/endpoint";
import { actorFor } from "../session/guards";
import { HttpError, api, describeZodError, json, methodNotAllowed, parse, readJson, searchParams } from "./api";

/** What React Router passes a resource route's loader or action. */
export interface RouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context?: Readonly<RouterContextProvider>;
}

export interface EndpointArgs<E extends EndpointShape> extends RouteArgs {
  /** The path parameters, query and body, parsed with the entry's schemas. */
  input: ParsedInput<E>;
  /** The signed-in caller (the one the guard middleware admitted); null on public endpoints. */
  actor: E["role"] extends "public" ? null : PublicUser;
}

/** The handler's answer: the entry's response (sent as JSON with the entry's status), or a Response of its own. */
export type EndpointAnswer<E extends EndpointShape> =
  Response | (E["response"] extends z.ZodType ? z.input<E["response"]> : void);

export interface EndpointHooks<E extends EndpointShape> {
  /** Runs once the caller is admitted, before the input is read: rate limits, ownership checks. */
  before?: (args: Omit<EndpointArgs<E>, "input">) => Promise<void> | void;
  /** Sees the raw JSON body before the schema does (for a message the schema cannot phrase). */
  checkBody?: (body: unknown, request: Request) => void;
}

export interface BoundEndpoint {
  entry: EndpointShape;
  run: (args: RouteArgs) => Promise<Response>;
}

/** Binds a handler to its contract entry: caller check for user endpoints, input parsing (400/404 `{error}`), JSON out. */
export function handle<const E extends EndpointShape>(
  entry: E,
  handler: (args: EndpointArgs<E>) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>,
  hooks: EndpointHooks<E> = {},
): BoundEndpoint {
  const run = async ({ request, params, context }: RouteArgs): Promise<Response> => {
    const actor = entry.role === "public" ? null : await actorFor(context, request, entry.role);
    // The entry's role decides the actor's type; TypeScript cannot follow a runtime check of it into the conditional type.
    const admitted = { request, params, context, actor } as Omit<EndpointArgs<E>, "input">;
    await hooks.before?.(admitted);
    const input = { params: parseParams(entry, params), query: undefined as unknown, body: undefined as unknown };
    if (entry.query) input.query = parse(entry.query, searchParams(request));
    if (entry.body && entry.body !== "multipart") {
      const raw = await readJson(request);
      hooks.checkBody?.(raw, request);
      input.body = parse(entry.body, raw);
    }
    const answer = await handler({ ...admitted, input: input as ParsedInput<E> });
    if (answer instanceof Response) return answer;
    return entry.response === null
      ? new Response(null, { status: entry.status ?? 204 })
      : json(answer, { status: entry.status ?? 200 });
  };
  return { entry, run };
}

function parseParams(entry: EndpointShape, params: RouteArgs["params"]): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(entry.params ?? {})) {
    const result = schema.safeParse(params[name]);
    if (!result.success)
      throw new HttpError(entry.notFound ? 404 : 400, entry.notFound ?? describeZodError(result.error));
    parsed[name] = result.data;
  }
  return parsed;
}

/**
 * A route module's loader and action from its endpoints (export the result as both): methods no endpoint offers get
 * 405 with Allow; every failure is JSON `{error}` (toErrorResponse). Staff and admin endpoints check the caller
 * before the method, as their guard middleware does; two endpoints with one method (one module mounted at two
 * paths) are told apart by their path.
 */
export function apiRoute(...endpoints: BoundEndpoint[]): (args: RouteArgs) => Promise<Response> {
  const allowed = [...new Set(endpoints.map(({ entry }) => entry.method))];
  const roles = endpoints.map(({ entry }) => entry.role);
  const staffOnly = roles.every((role) => role === "staff" || role === "admin")
    ? roles.includes("staff")
      ? "staff"
      : "admin"
    : null;
  return api(async (args: RouteArgs) => {
    if (staffOnly) await actorFor(args.context, args.request, staffOnly);
    const method = args.request.method.toUpperCase();
    const candidates = endpoints.filter(({ entry }) => entry.method === method);
    const { pathname } = new URL(args.request.url);
    const chosen = candidates.find(({ entry }) => matchPath(entry.path, pathname)) ?? candidates[0];
    if (!chosen) return methodNotAllowed(allowed);
    return chosen.run(args);
  });
}
