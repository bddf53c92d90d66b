/**
 * The one canonical form of a request path that every path-based decision on the server uses (which area answers
 * JSON, which dashboard page needs which role). React Router matches paths after percent-decoding and without regard
 * to case, and ignores a trailing slash and the `.data` suffix of its own data requests; a guard that compared the raw
 * string saw `/rt-dashboard/USERS`, `/rt-dashboard/%75sers` or `/rt-dashboard/Users.data` as some other page while the
 * router served the user table (issue 17). So: decoded once, case-folded, `.` and `..` segments resolved, repeated and
 * trailing slashes dropped, the `.data` suffix removed.
 *
 * Returns null for a path that cannot be decoded (a malformed percent-encoding such as `/%E0%A4%A`): callers treat it
 * as matching nothing they protect, and the router answers it with its not-found screen.
 */
export function canonicalPath(rawPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  return normalise(decoded);
}

/**
 * For choosing the shape of an answer only (JSON or a page), never for allowing anything: like canonicalPath, but a
 * segment that cannot be decoded is kept as written, so `/media/%ZZ` still counts as under /media.
 */
export function lenientCanonicalPath(rawPathname: string): string {
  const decodeSegment = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  return normalise(rawPathname.split("/").map(decodeSegment).join("/"));
}

function normalise(decoded: string): string {
  // Backslashes count as slashes, as browsers and the WHATWG URL parser treat them in special schemes.
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  let path = `/${segments.join("/")}`;
  if (path.endsWith("/_.data")) path = path.slice(0, -"/_.data".length) || "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length) || "/";
  return path;
}

/** Whether a canonical path is `base` itself or below it (`/api` covers `/api/x`, not `/apix`). */
export function isUnder(canonical: string | null, base: string): boolean {
  return canonical !== null && (canonical === base || canonical.startsWith(`${base}/`));
}

function pathOf(url: string): string {
  return url.startsWith("/") ? url.split(/[?#]/)[0] : new URL(url).pathname;
}

/** The request's path (no query) in canonical form; accepts a Fetch Request URL or an Express `originalUrl`. */
export function canonicalRequestPath(url: string): string | null {
  return canonicalPath(pathOf(url));
}

/** lenientCanonicalPath of a request's path: for the shape of an answer only. */
export function lenientRequestPath(url: string): string {
  return lenientCanonicalPath(pathOf(url));
}
