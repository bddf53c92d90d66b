import { data, redirect } from "react-router";
import { NotFound } from "~/features/frame/not-found";
import { PuzzleApp } from "~/features/puzzle/puzzle-app";
import { puzzleHref, type PuzzlePicture, type PuzzleScreenData } from "~/features/puzzle/types";
import { pageMeta } from "~/features/seo/page-meta";
import { isPieceCount } from "~/games/puzzle/index.ts";
import { resolveLocale } from "~/server/locale";
import { puzzleOfTheDay } from "~/server/services/potd";
import { isoDate } from "~/shared/api/potd";
import { PUZZLE_SCENES, isPuzzleSceneKey, sceneImage, sceneThumbnail, sceneTitle } from "../../../content/puzzles";
import type { Route } from "./+types/puzzle";

/** Spec §9: the pieces route defaults to 25 for a picture; today's puzzle (linked from /play) defaults to 12. */
const DEFAULT_PIECES = { scene: 25, potd: 12 } as const;

/**
 * /play/apps/puzzle (id puzzle-default): no picture or count in the URL; the client resumes the last game or
 * picks a random count for today's picture. /play/apps/puzzle/:pageKey/:pieces (id puzzle-pieces): a scene
 * key or `potd`; an invalid count redirects to the default one, an unknown picture is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const potd = await puzzleOfTheDay(isoDate(new Date()));
  const potdTitle = isPuzzleSceneKey(potd.key) ? sceneTitle(potd.key, locale) : null;
  const pictures = [
    { pageKey: "potd", title: potdTitle ?? "", thumbnailUrl: potd.thumbnailUrl },
    ...PUZZLE_SCENES.map((s) => ({ pageKey: s.key, title: sceneTitle(s.key, locale), thumbnailUrl: sceneThumbnail(s.key) })),
  ];
  const pageKey = params.pageKey ?? "potd";
  let picture: PuzzlePicture;
  if (pageKey === "potd") picture = { ...pictures[0], imageUrl: potd.image, date: potd.date };
  else if (isPuzzleSceneKey(pageKey)) picture = { pageKey, title: sceneTitle(pageKey, locale), thumbnailUrl: sceneThumbnail(pageKey), imageUrl: sceneImage(pageKey) };
  else return data({ notFound: true as const }, { status: 404 });

  const pieces = params.pieces === undefined ? null : Number(params.pieces);
  if (pieces !== null && !isPieceCount(pieces)) {
    const url = new URL(request.url);
    throw redirect(`${puzzleHref(pageKey, pageKey === "potd" ? DEFAULT_PIECES.potd : DEFAULT_PIECES.scene)}${url.search}`);
  }
  return { notFound: false as const, picture, pieces, pictures } satisfies PuzzleScreenData & { notFound: false };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Puzzle", description: "Puzzle Description", noindex: args.params.pageKey !== undefined });

export default function Puzzle({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  return <PuzzleApp key={`${loaderData.picture.pageKey}/${loaderData.pieces}`} {...loaderData} />;
}
