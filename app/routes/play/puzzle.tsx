import { data, redirect } from "react-router";
import { NotFound } from "~/features/frame/not-found";
import { PuzzleApp } from "~/features/puzzle/puzzle-app";
import { puzzleHref, type PuzzleScreenData } from "~/features/puzzle/types";
import { pageMeta } from "~/features/seo/page-meta";
import { resolveLocale } from "~/server/locale";
import { puzzlePageData } from "~/server/services/pages/puzzle-page";
import type { Route } from "./+types/puzzle";

/**
 * /play/apps/puzzle (id puzzle-default): no picture or count in the URL; the client resumes the last game or
 * picks a random count for today's picture. /play/apps/puzzle/:pageKey/:pieces (id puzzle-pieces): a scene
 * key or `potd`; an invalid count redirects to the default one, an unknown picture is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await puzzlePageData(params.pageKey, params.pieces, resolveLocale(request));
  if (page.status === "not-found") return data({ notFound: true as const }, { status: 404 });
  if (page.status === "redirect")
    throw redirect(`${puzzleHref(page.pageKey, page.pieces)}${new URL(request.url).search}`);
  return { notFound: false as const, ...page.screen } satisfies PuzzleScreenData & { notFound: false };
}

// A picture at a piece count repeats the puzzle page (the page itself moves there to resume a game): canonical, not
// noindex, so the puzzle page a visitor lands on stays indexable.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Puzzle",
    description: "Puzzle Description",
    canonicalPath: args.params.pageKey === undefined ? undefined : "/play/apps/puzzle",
  });

export default function Puzzle({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  return <PuzzleApp key={`${loaderData.picture.pageKey}/${loaderData.pieces}`} {...loaderData} />;
}
