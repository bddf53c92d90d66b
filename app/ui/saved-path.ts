const KEY = "redirectPath";

/** Remembers where to return after sign-in (kept in sessionStorage, so it survives the provider round trip). */
export function savePath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage unavailable: the user lands on / instead */
  }
}

/** The saved path, if it is a safe same-site path; cleared once read. */
export function takeSavedPath(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
  return path && path.startsWith("/") && !path.startsWith("//") ? path : "/";
}
