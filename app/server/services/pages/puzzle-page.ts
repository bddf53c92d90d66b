import { isPieceCount } from "~/games/puzzle/index.ts";
import { isoDate } from "~/shared/calendar";
import type { Locale } from "~/shared/locales";
import { PUZZLE_SCENES, isPuzzleSceneKey, sceneImage, sceneThumbnail, sceneTitle } from "../../../../content/puzzles";
import { puzzleOfTheDay } from "../potd";
import { publicPictures } from "../staff-pictures";

/** Spec §9: the pieces route defaults to 25 for a picture; today's puzzle (linked from /play) defaults to 12. */
const DEFAULT_PIECES = { scene: 25, potd: 12 } as const;

/**
 * The puzzle screen (routes/play/puzzle.tsx) for `pageKey` (a scene key or `potd`, the default) and the pieces in the
 * URL (none: the client picks): the picture, today's puzzle first in the picker, then every scene, titled in `locale`.
 * An unknown picture is `not-found`; an invalid count is `redirect` to the picture's default count.
 */
export async function puzzlePageData(
  pageKey = "potd",
  piecesParam: string | undefined,
  locale: Locale,
  now = new Date(),
) {
  const [potd, staffPuzzles] = await Promise.all([puzzleOfTheDay(isoDate(now)), publicPictures("puzzle", locale)]);
  const staffPicture = staffPuzzles.find((p) => p.key === pageKey);
  const potdTitle = isPuzzleSceneKey(potd.key)
    ? sceneTitle(potd.key, locale)
    : (staffPuzzles.find((p) => p.key === potd.key)?.title ?? null);
  const pictures = [
    { pageKey: "potd", title: potdTitle ?? "", thumbnailUrl: potd.thumbnailUrl },
    // The pictures staff added (issue 31), newest first, then the built-in scenes.
    ...staffPuzzles.map((p) => ({ pageKey: p.key, title: p.title, thumbnailUrl: p.thumbnailUrl })),
    ...PUZZLE_SCENES.map((s) => ({
      pageKey: s.key,
      title: sceneTitle(s.key, locale),
      thumbnailUrl: sceneThumbnail(s.key),
    })),
  ];
  let picture;
  if (pageKey === "potd") picture = { ...pictures[0], imageUrl: potd.image, date: potd.date, pictureKey: potd.key };
  else if (isPuzzleSceneKey(pageKey))
    picture = {
      pageKey,
      title: sceneTitle(pageKey, locale),
      thumbnailUrl: sceneThumbnail(pageKey),
      imageUrl: sceneImage(pageKey),
    };
  else if (staffPicture)
    picture = {
      pageKey,
      title: staffPicture.title,
      thumbnailUrl: staffPicture.thumbnailUrl,
      imageUrl: staffPicture.url,
    };
  else return { status: "not-found" as const };

  const pieces = piecesParam === undefined ? null : Number(piecesParam);
  if (pieces !== null && !isPieceCount(pieces)) {
    return {
      status: "redirect" as const,
      pageKey,
      pieces: pageKey === "potd" ? DEFAULT_PIECES.potd : DEFAULT_PIECES.scene,
    };
  }
  return { status: "page" as const, screen: { picture, pieces, pictures } };
}
