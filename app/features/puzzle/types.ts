import type { PieceCount } from "~/games/puzzle/index.ts";

/** A picture the player can choose: a built-in scene or today's puzzle (pageKey "potd"). */
export interface PuzzlePictureOption {
  pageKey: string;
  title: string;
  thumbnailUrl: string;
}

/** What the puzzle screen plays. */
export interface PuzzlePicture extends PuzzlePictureOption {
  imageUrl: string;
  /** For today's puzzle: the date it was picked for (YYYY-MM-DD, the server's calendar). */
  date?: string;
  /** For today's puzzle: that day's picture (a scene or staff picture key): the shelf reopens it, not a later day's. */
  pictureKey?: string;
}

export interface PuzzleScreenData {
  picture: PuzzlePicture;
  /** null: none in the URL, pick one at random. */
  pieces: PieceCount | null;
  pictures: PuzzlePictureOption[];
}

export function puzzleHref(pageKey: string, pieces: number): string {
  return `/play/apps/puzzle/${pageKey}/${pieces}`;
}
