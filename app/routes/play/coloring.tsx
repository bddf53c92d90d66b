import { data } from "react-router";
import { ColoringApp } from "~/features/coloring/coloring-app";
import { NotFound } from "~/features/frame/not-found";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { publicPicture, publicPictures } from "~/server/services/staff-pictures";
import { COLORING_PAGES, type ColoringPageKey } from "~/shared/constants";
import type { Route } from "./+types/coloring";

const isPageKey = (key: string): key is ColoringPageKey => (COLORING_PAGES as readonly string[]).includes(key);

/**
 * `/play/apps/coloring` is the blank page (no trace image); a built-in page key or a page staff added (`media-<id>`,
 * issue 31) opens it; any other key is the not-found screen with 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params.pageKey ?? "blank";
  const locale = resolveLocale(request);
  const [staffPages, staffPage] = await Promise.all([
    publicPictures("coloring", locale),
    isPageKey(key) ? null : publicPicture("coloring", key, locale),
  ]);
  if (isPageKey(key) || staffPage) return { pageKey: key, staffPage, staffPages };
  return data({ pageKey: null, staffPage: null, staffPages }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Coloring", description: "Coloring Description", noindex: !args.loaderData?.pageKey });

export default function Coloring({ loaderData }: Route.ComponentProps) {
  return loaderData.pageKey ? (
    <ColoringApp
      key={loaderData.pageKey}
      pageKey={loaderData.pageKey}
      staffPage={loaderData.staffPage}
      staffPages={loaderData.staffPages}
    />
  ) : (
    <NotFound />
  );
}
