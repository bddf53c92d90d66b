import { data } from "react-router";
import { ColoringApp } from "~/features/coloring/coloring-app";
import { NotFound } from "~/features/frame/not-found";
import { pageMeta } from "~/features/seo/page-meta";
import { COLORING_PAGES, type ColoringPageKey } from "~/shared/constants";
import type { Route } from "./+types/coloring";

const isPageKey = (key: string): key is ColoringPageKey => (COLORING_PAGES as readonly string[]).includes(key);

/** `/play/apps/coloring` is the blank page (no trace image); an unknown page key is the not-found screen with 404. */
export function loader({ params }: Route.LoaderArgs) {
  const key = params.pageKey ?? "blank";
  return isPageKey(key) ? { pageKey: key } : data({ pageKey: null }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Coloring", description: "Coloring Description", noindex: !args.loaderData?.pageKey });

export default function Coloring({ loaderData }: Route.ComponentProps) {
  return loaderData.pageKey ? <ColoringApp key={loaderData.pageKey} pageKey={loaderData.pageKey} /> : <NotFound />;
}
