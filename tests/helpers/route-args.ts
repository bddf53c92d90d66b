import { RouterContextProvider } from "react-router";

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string | undefined>;
  /** Sent as the Cookie header, e.g. the session cookie of a signed-in test user. */
  cookie?: string;
}

export const BASE_URL = "http://localhost:3000";

/** Builds a real Request for a path; objects become JSON bodies, FormData stays multipart. Same-site Origin by default. */
export function makeRequest(pathname: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  const method = options.method ?? "GET";
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (method !== "GET" && !headers.has("Origin")) headers.set("Origin", BASE_URL);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("Content-Type", "application/json");
  }
  return new Request(new URL(pathname, BASE_URL), { method, headers, body });
}

/** Arguments for a route module's loader or action, as React Router passes them. */
export function routeArgs(pathname: string, options: RequestOptions = {}) {
  return {
    request: makeRequest(pathname, options),
    params: options.params ?? {},
    context: new RouterContextProvider(),
    unstable_pattern: pathname,
  } as never;
}

/** Calls a loader/action and returns its Response (data() results are wrapped as a 200 JSON Response). */
export async function call(
  handler: (args: never) => unknown,
  pathname: string,
  options: RequestOptions = {},
): Promise<Response> {
  const toResponse = (value: unknown): Response | null => {
    if (value instanceof Response) return value;
    const maybe = value as { type?: string; init?: ResponseInit | null; data?: unknown } | null;
    if (maybe?.type === "DataWithResponseInit") return Response.json(maybe.data, maybe.init ?? {});
    return null;
  };
  try {
    const result = await handler(routeArgs(pathname, options));
    return toResponse(result) ?? Response.json(result);
  } catch (thrown) {
    const response = toResponse(thrown);
    if (response) return response;
    throw thrown;
  }
}
