import { GalleryPage } from "~/features/gallery/gallery-page";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { currentUser } from "~/server/session/current-user";
import { listPublicColorings } from "~/server/services/gallery";
import { COLORINGS_PER_PAGE } from "~/shared/constants";
import { pageIndexFromQuery } from "~/shared/paging";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Coloring Gallery", description: "Gallery Description" });

/** The first page is server-rendered; `?page=N` (from 0, clamped) picks another. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await currentUser(request);
  return listPublicColorings({
    page: pageIndexFromQuery(new URL(request.url).searchParams),
    rowsPerPage: COLORINGS_PER_PAGE,
    locale: resolveLocale(request),
    viewerId: viewer?.id ?? null,
    clamp: true,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <GalleryPage data={loaderData} />;
}
