// Public API of the jigsaw engine (see README.md). The UI imports from here only.
export { PIECE_OPTIONS, chooseGrid, isPieceCount, randomPieceCount, type GridSize, type PieceCount } from "./grid.ts";
export { mulberry32, newSeed, type Rng } from "./random.ts";
export type { Point, Rect } from "./geometry.ts";
export { pathToSvg, tracePath, type PathCommand, type PathSink } from "./path.ts";
export { cutPuzzle, type Cut, type CutOptions, type PieceShape } from "./cut.ts";
export {
  elapsedMs,
  isSolved,
  pieceScale,
  pauseTimer,
  pieceAt,
  resumeTimer,
  type Layout,
  type NewPuzzleOptions,
  type Puzzle,
  type PuzzlePiece,
} from "./puzzle.ts";
export { createPuzzle, scatterPieces } from "./scatter.ts";
export { fitBoard, trayAxis, MIN_TOUCH_PX } from "./layout.ts";
export { scrollTray, trayScrollRange } from "./tray-scroll.ts";
export { MIN_SNAP_RADIUS, dropGroup, snapRadius, type DropResult } from "./snapping.ts";
export { isSavedPuzzle, relayoutPuzzle, restorePuzzle, savePuzzle, type SavedPuzzle } from "./serialize.ts";
export {
  MISSES_BEFORE_HINT,
  PuzzleController,
  type ControllerOptions,
  type PointerInput,
  type PuzzleEvent,
} from "./controller.ts";
export { selectableIds, type Slot } from "./selection.ts";
export type { BitmapFactory, Canvas2D, ImageLike } from "./canvas-types.ts";
export {
  DEFAULT_RENDERER_STYLE,
  FINISH_MS,
  PuzzleRenderer,
  type RendererOptions,
  type Scene,
  type View,
} from "./renderer.ts";
