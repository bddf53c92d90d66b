import type { z } from "../zod";

/**
 * One API endpoint of spec §7 as a single contract entry: the server builds its route module from it
 * (app/server/http/endpoint-route.ts), the browser calls it by name through callApi (./request.ts), and the permission
 * matrix reads its role. Who may call it (DESIGN §4.1): anyone, a signed-in user, staff (managers and admins), admins.
 */
export type Role = "public" | "user" | "staff" | "admin";
export const ROLES: readonly Role[] = ["public", "user", "staff", "admin"];
export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface EndpointShape {
  readonly method: Method;
  /** The React Router pattern under which app/routes.ts mounts it, e.g. `/api/admin/media/:id`. */
  readonly path: string;
  readonly role: Role;
  /** One schema per path parameter (parsed one by one, so their messages name no field). */
  readonly params?: Readonly<Record<string, z.ZodType>>;
  /** Set when an unreadable path parameter means "no such item": 404 with this message instead of 400. */
  readonly notFound?: string;
  /** The query string, as an object of strings. */
  readonly query?: z.ZodType;
  /** A JSON body, or a multipart form the handler reads itself (uploads stream to disk). */
  readonly body?: z.ZodType | "multipart";
  /** The JSON answer; null for answers that are not JSON (a CSV download, 204 No Content). */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200. */
  readonly status?: 201 | 204;
}

/** Declares an entry, keeping its literal types (the method, path, role and schemas). */
export const endpoint = <const E extends EndpointShape>(entry: E): E => entry;

type Params<E extends EndpointShape> = E["params"] extends Readonly<Record<string, z.ZodType>> ? E["params"] : never;
type ParamsInput<E extends EndpointShape> = [Params<E>] extends [never]
  ? never
  : { [K in keyof Params<E>]: z.input<Params<E>[K]> };
type Part<K extends string, T> = [T] extends [never] ? Record<never, never> : { [P in K]: T };

/** What a caller sends: each declared part, typed by its schema's input. */
export type EndpointInput<E extends EndpointShape> = Part<"params", ParamsInput<E>> &
  Part<"query", E["query"] extends z.ZodType ? Partial<z.input<E["query"]>> : never> &
  Part<"body", E["body"] extends "multipart" ? FormData : E["body"] extends z.ZodType ? z.input<E["body"]> : never>;

/** What the server's handler reads: each declared part after parsing. */
export interface ParsedInput<E extends EndpointShape> {
  params: { [K in keyof Params<E>]: z.output<Params<E>[K]> };
  query: E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
  body: E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
}

/** The parsed answer. */
export type EndpointResult<E extends EndpointShape> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : undefined;

/** The address of a call: path parameters filled in (encoded), the query's values appended (undefined ones left out). */
export function endpointUrl(entry: EndpointShape, input: { params?: object; query?: object } = {}): string {
  const params: Record<string, unknown> = { ...input.params };
  const path = entry.path.replace(/:([A-Za-z]+)\??/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
