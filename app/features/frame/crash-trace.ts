import { useSyncExternalStore } from "react";

/**
 * The component trace of each crash (spec §2: the fallback shows the error text and the component trace).
 * React hands the trace to `componentDidCatch` of the boundary that caught a render error, which React Router
 * passes on to `<HydratedRouter onError>` (entry.client.tsx) — after the boundary has already rendered its
 * fallback. So the trace is kept here per error object and the crash screen re-renders when it arrives.
 */
const traces = new WeakMap<object, string>();
const listeners = new Set<() => void>();

export function recordComponentTrace(error: unknown, componentStack: string | null | undefined): void {
  if (!componentStack || typeof error !== "object" || error === null) return;
  traces.set(error, componentStack);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The component trace recorded for this error, or "" (server-rendered crashes and loader errors have none). */
export function useComponentTrace(error: unknown): string {
  const read = () => (typeof error === "object" && error !== null ? (traces.get(error) ?? "") : "");
  return useSyncExternalStore(subscribe, read, () => "");
}
