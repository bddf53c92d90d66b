import { useEffect, useState, useSyncExternalStore } from "react";
import { ColoringSession, LOADING, type SessionState } from "./coloring-session";
import { lineArtUrl, regionFileUrl } from "./line-art";
const noSubscription = () => () => {};
const loading = () => LOADING;

/** One ColoringSession per page (made in an effect, so it only ever runs in the browser), and its state for rendering. */
export function useColoringSession(
  pageKey: string,
  source: { lineArtUrl: string | null; regionUrl: string | null } = {
    lineArtUrl: lineArtUrl(pageKey),
    regionUrl: regionFileUrl(pageKey),
  },
): { session: ColoringSession | null; state: SessionState } {
  const [session, setSession] = useState<ColoringSession | null>(null);
  const { lineArtUrl: lines, regionUrl: regions } = source;
  useEffect(() => {
    const created = new ColoringSession(pageKey, { lineArtUrl: lines, regionUrl: regions });
    setSession(created);
    void created.load();
    return () => created.destroy();
  }, [pageKey, lines, regions]);
  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? loading, loading);
  return { session, state };
}
