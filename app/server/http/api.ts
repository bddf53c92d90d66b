import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import { logger } from "../logger";

/** An error meant for the client: its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message);
  }
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return json({ error: message }, { status, headers });
}

/** The first validation problem, phrased for a person: "title: Too big: expected string to have <=70 characters". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "Invalid request"}`;
}

/** Turns anything thrown by an API handler into a JSON `{error}` answer; never a stack trace. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.headers);
  if (error instanceof z.ZodError) return jsonError(400, describeZodError(error));
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, "database unavailable");
    return jsonError(503, DATABASE_UNAVAILABLE_MESSAGE, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  logger.error({ err: error }, "API handler failed");
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

type Handler<A> = (args: A) => Promise<Response> | Response;

/** Wraps a resource-route loader or action so every failure answers JSON. */
export function api<A>(handler: Handler<A>): (args: A) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses with a zod schema, or throws a 400 HttpError describing the first problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, "The request body must be JSON.");
  }
}

export function searchParams(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Refuses methods a resource route does not support, with the JSON error shape. */
export function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, { Allow: allowed.join(", ") });
}
