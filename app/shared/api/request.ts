import { endpointUrl, type EndpointInput, type EndpointResult, type EndpointShape } from "./endpoint";
import type { api as contract } from "./endpoints";

interface Parts {
  params?: object;
  query?: object;
  body?: unknown;
}

/**
 * Calls an endpoint of the contract from the browser: the URL from the entry (path parameters encoded, set query
 * values appended), a JSON body (a FormData one as is), same-origin cookies. A failed call throws its Response, so
 * errorText() shows the server's `{error}` (spec §8); a good answer is parsed with the entry's response schema.
 * Pages call it through callApi(), which types the answer by the endpoint's name.
 */
export async function apiRequest(
  entry: EndpointShape,
  input: Parts,
  init: { signal?: AbortSignal } = {},
): Promise<unknown> {
  const headers = new Headers({ Accept: "application/json" });
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(endpointUrl(entry, input), {
    method: entry.method,
    headers,
    body,
    credentials: "same-origin",
    signal: init.signal,
  });
  if (!response.ok) throw response;
  return entry.response ? entry.response.parse(await response.json()) : undefined;
}

type Api = typeof contract;
/** The name of an endpoint in the contract (app/shared/api/endpoints), e.g. "videoSearch". */
export type ApiName = keyof Api;

let loading: Promise<Api> | undefined;
/** The contract and its schemas (with zod) are fetched on the first call, not with the page: no public page needs them to render. */
const loadContract = () => (loading ??= import("./endpoints").then((module) => module.api));

/** apiRequest by the endpoint's name, for the browser's calls: the page's first load carries neither the contract nor zod. */
export async function callApi<N extends ApiName>(
  name: N,
  input: EndpointInput<Api[N]> & Parts,
  init: { signal?: AbortSignal } = {},
): Promise<EndpointResult<Api[N]>> {
  return (await apiRequest((await loadContract())[name], input, init)) as EndpointResult<Api[N]>;
}
