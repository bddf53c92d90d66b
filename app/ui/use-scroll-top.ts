import { useEffect } from "react";

/** Spec §2: some screens (home, apps) scroll to the top when they load, whatever the previous scroll position. */
export function useScrollTopOnLoad(key?: unknown): void {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key]);
}
