// Upload while signed out asks a grown-up and a sign-in provider first (a full-page round trip). This remembers, in
// the tab's sessionStorage, that the child had asked to upload this page, so the upload carries on by itself when the
// coloring app opens again signed in (the drawing itself is kept by the session's own save).
const KEY = "coloringPendingUpload";
/** Long enough for a grown-up to answer the gate and sign in; a later visit does not upload on its own. */
export const PENDING_UPLOAD_MS = 30 * 60 * 1000;

export function rememberPendingUpload(pageKey: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ pageKey, at: now }));
  } catch {
    // Storage unavailable: after sign-in the child taps Upload again.
  }
}

export function forgetPendingUpload(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

function readPending(): { pageKey?: unknown; at?: unknown } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as { pageKey?: unknown; at?: unknown }) : null;
  } catch {
    return null;
  }
}

/** True (once: the request is cleared) when an upload of `pageKey` was asked for in the last half hour. */
export function takePendingUpload(pageKey: string, now = Date.now()): boolean {
  const pending = readPending();
  if (!pending || pending.pageKey !== pageKey) return false;
  forgetPendingUpload();
  return typeof pending.at === "number" && now - pending.at >= 0 && now - pending.at < PENDING_UPLOAD_MS;
}
