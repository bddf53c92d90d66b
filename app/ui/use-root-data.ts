import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/** The root loader's data (locale, country, user, …) from anywhere below the root. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("Root data is not available");
  return data;
}
