import type { z } from "../zod";
import { endpointUrl, type EndpointInput, type EndpointShape } from "./endpoint";

interface Parts {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * Calls an endpoint of the contract from the browser: the URL from the entry (path parameters encoded, set query
 * values appended), a JSON body (a FormData one as is), same-origin cookies. A failed call throws its Response, so
 * errorText() shows the server's `{error}` (spec §8); a good answer is parsed with the entry's response schema.
 */
export async function apiRequest<E extends EndpointShape, Out>(
  entry: E & { readonly response: z.ZodType<Out> },
  input: EndpointInput<E> & Parts,
  init: { signal?: AbortSignal } = {},
): Promise<Out> {
  const headers = new Headers({ Accept: "application/json" });
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(endpointUrl(entry, input), { method: entry.method, headers, body, credentials: "same-origin", signal: init.signal });
  if (!response.ok) throw response;
  return entry.response.parse(await response.json());
}
