/**
 * The address of the page a request is for. React Router asks for a client-side navigation's data at the page's
 * address plus `.data` (`/ko.data`, `/_.data` for `/`, with a `_routes` list); loaders that look at the path must
 * see `/ko`, as a full page load would.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
