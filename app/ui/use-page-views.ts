import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Locale } from "~/shared/locales";

/** Sends a cookie-less event to the site's own analytics endpoint (DESIGN §4.16). */
export function trackEvent(kind: "pageview" | "event", name: string, path: string, locale: Locale): void {
  const body = JSON.stringify({ kind, name, path, locale });
  if (typeof navigator !== "undefined" && navigator.sendBeacon) {
    navigator.sendBeacon("/api/analytics", new Blob([body], { type: "application/json" }));
  } else {
    void fetch("/api/analytics", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  }
}

/**
 * A page view on every navigation (spec §2). It is sent when the main thread is idle (at most 2 s later): the
 * beacon costs about 25 ms on a phone, which would otherwise land in the task that finishes hydrating the page.
 */
export function usePageViews(locale: Locale): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const send = () => trackEvent("pageview", "page_view", pathname, locale);
    if (typeof requestIdleCallback === "function") requestIdleCallback(send, { timeout: 2000 });
    else setTimeout(send, 0);
  }, [pathname, locale]);
}
