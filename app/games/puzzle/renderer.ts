// Draws the play area onto a canvas. A frame is cheap by design: board rectangle, optional ghost
// picture, then one drawImage per piece from the bitmap cache — and nothing at all unless
// something changed (call invalidate() on the controller's 'change' event).
import type { BitmapFactory, Canvas2D, ImageLike } from './canvas-types.ts';
import { DEFAULT_BITMAP_STYLE, PieceBitmapCache, type BitmapStyle } from './piece-bitmaps.ts';
import { pieceById, shapeOf, type Puzzle } from './puzzle.ts';
import type { Slot } from './selection.ts';

/** World → canvas pixels: canvasX = x * scale + offsetX (include devicePixelRatio in scale). */
export interface View {
  scale: number;
  offsetX: number;
  offsetY: number;
  /** Canvas size in device pixels, for clearing. */
  canvasWidth: number;
  canvasHeight: number;
}

export interface Scene {
  puzzle: Puzzle;
  view: View;
  showGhost?: boolean;
  selectedPieceId?: number | null;
  slotCursor?: Slot | null;
}

export interface RendererStyle extends BitmapStyle {
  board: string;
  boardOutline: string;
  ghostAlpha: number;
  slotCursor: string;
}

export const DEFAULT_RENDERER_STYLE: RendererStyle = {
  ...DEFAULT_BITMAP_STYLE,
  board: 'rgba(255,255,255,0.55)',
  boardOutline: 'rgba(0,0,0,0.25)',
  ghostAlpha: 0.22,
  slotCursor: '#1565c0',
};

export interface RendererOptions {
  picture: ImageLike;
  createBitmap: BitmapFactory;
  /** Caps bitmap resolution: 25 full-DPR bitmaps on a 3× phone would cost memory for no visible gain. */
  maxPixelRatio?: number;
  style?: Partial<RendererStyle>;
}

export class PuzzleRenderer {
  private cache: PieceBitmapCache | null = null;
  private dirty = true;
  private lastScene: string | null = null;
  private options: RendererOptions;
  private style: RendererStyle;

  constructor(options: RendererOptions) {
    this.options = options;
    this.style = { ...DEFAULT_RENDERER_STYLE, ...options.style };
  }

  invalidate(): void {
    this.dirty = true;
  }

  /** Builds all piece bitmaps now (e.g. right after loading the picture), not on first draw. */
  prepare(puzzle: Puzzle, view: View): void {
    this.bitmaps(puzzle, view).prepareAll();
  }

  /** Draws a frame if anything changed since the last one; returns whether it drew. */
  render(ctx: Canvas2D, scene: Scene): boolean {
    const { puzzle, view } = scene;
    // scene inputs that aren't model changes (view, toggles) also make the frame dirty
    const key = `${view.scale},${view.offsetX},${view.offsetY},${view.canvasWidth},${view.canvasHeight},${scene.showGhost},${scene.selectedPieceId},${scene.slotCursor?.row},${scene.slotCursor?.col}`;
    if (!this.dirty && key === this.lastScene) return false;
    this.dirty = false;
    this.lastScene = key;

    const cache = this.bitmaps(puzzle, view);
    const { board } = puzzle.layout;
    const s = this.style;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, view.canvasWidth, view.canvasHeight);
    ctx.setTransform(view.scale, 0, 0, view.scale, view.offsetX, view.offsetY);

    ctx.fillStyle = s.board;
    ctx.fillRect(board.x, board.y, board.width, board.height);
    if (scene.showGhost) {
      ctx.globalAlpha = s.ghostAlpha;
      ctx.drawImage(this.options.picture, board.x, board.y, board.width, board.height);
      ctx.globalAlpha = 1;
    }
    ctx.strokeStyle = s.boardOutline;
    ctx.lineWidth = 1 / view.scale;
    ctx.strokeRect(board.x, board.y, board.width, board.height);

    const selected = scene.selectedPieceId == null || puzzle.completed ? null : pieceById(puzzle, scene.selectedPieceId);
    for (const id of puzzle.zOrder) {
      const piece = pieceById(puzzle, id);
      const shape = shapeOf(puzzle, id);
      if (selected && piece.group === selected.group) {
        const ring = cache.highlight(shape);
        ctx.drawImage(ring.image, piece.x + ring.offsetX, piece.y + ring.offsetY, ring.width, ring.height);
      }
      const bmp = cache.piece(shape);
      ctx.drawImage(bmp.image, piece.x + bmp.offsetX, piece.y + bmp.offsetY, bmp.width, bmp.height);
    }

    // the cursor goes on top: it must stay visible over whatever lies on its slot
    if (scene.slotCursor && selected) {
      const { pieceWidth, pieceHeight } = puzzle.cut;
      ctx.strokeStyle = s.slotCursor;
      ctx.lineWidth = Math.max(2 / view.scale, Math.min(pieceWidth, pieceHeight) * 0.04);
      ctx.strokeRect(board.x + scene.slotCursor.col * pieceWidth, board.y + scene.slotCursor.row * pieceHeight, pieceWidth, pieceHeight);
    }
    return true;
  }

  private bitmaps(puzzle: Puzzle, view: View): PieceBitmapCache {
    const ratio = Math.min(view.scale, this.options.maxPixelRatio ?? 2);
    if (!this.cache || this.cache.cut !== puzzle.cut || this.cache.pixelRatio !== ratio) {
      this.cache = new PieceBitmapCache(puzzle.cut, ratio, this.options.picture, this.options.createBitmap, this.style);
    }
    return this.cache;
  }
}
