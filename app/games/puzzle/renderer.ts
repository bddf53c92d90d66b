// Draws the play area onto a canvas. A frame is cheap by design: board rectangle, optional ghost
// picture, then one drawImage per piece from the bitmap cache — and nothing at all unless
// something changed (call invalidate() on the controller's 'change' event). While a finger drags,
// everything but the held group is kept in a static layer, so a drag frame is a few drawImages.
import type { BitmapFactory, Canvas2D, ImageLike } from "./canvas-types.ts";
import { unionRects, type Rect } from "./geometry.ts";
import { DEFAULT_BITMAP_STYLE, PieceBitmapCache, type BitmapStyle } from "./piece-bitmaps.ts";
import { groupBounds, pieceById, pieceScale, shapeOf, type Puzzle, type PuzzlePiece } from "./puzzle.ts";
import type { Slot } from "./selection.ts";

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
  /** The group a finger holds: drawn lifted (bigger, with a shadow) on top. */
  liftedGroup?: number | null;
  /** The piece whose place glows (after repeated misses). */
  hintPieceId?: number | null;
  /** Clock for animations (ms, same base as pulse() and finishedAt). */
  now?: number;
  /** When the puzzle was finished: the seams fade away into the whole picture from then. */
  finishedAt?: number | null;
  /** Reduced motion: no pulses or fades, the finished picture at once, a steady hint. */
  calm?: boolean;
}

export interface RendererStyle extends BitmapStyle {
  board: string;
  boardOutline: string;
  ghostAlpha: number;
  slotCursor: string;
  hint: string;
  finishFrame: string;
}

export const DEFAULT_RENDERER_STYLE: RendererStyle = {
  ...DEFAULT_BITMAP_STYLE,
  board: "rgba(255,255,255,0.55)",
  boardOutline: "rgba(0,0,0,0.25)",
  ghostAlpha: 0.22,
  slotCursor: "#1565c0",
  hint: "#ff8f00",
  finishFrame: "#ffb300",
};

export interface RendererOptions {
  picture: ImageLike;
  createBitmap: BitmapFactory;
  /** Caps bitmap resolution: 25 full-DPR bitmaps on a 3× phone would cost memory for no visible gain. */
  maxPixelRatio?: number;
  style?: Partial<RendererStyle>;
}

/** How much a lifted piece grows, how long a snap pulse and the finishing fade last. */
export const LIFT_SCALE = 1.08;
export const PULSE_MS = 450;
export const FINISH_MS = 900;

export class PuzzleRenderer {
  private cache: PieceBitmapCache | null = null;
  private dirty = true;
  private staticDirty = true;
  private lastScene: string | null = null;
  private layer: { image: ImageLike; ctx: Canvas2D; width: number; height: number; key: string } | null = null;
  /** Where the lifted group was drawn last frame (device px): only that and its new place are repainted. */
  private lastLifted: Rect | null = null;
  private pulses: { ids: number[]; start: number }[] = [];
  private options: RendererOptions;
  private style: RendererStyle;

  constructor(options: RendererOptions) {
    this.options = options;
    this.style = { ...DEFAULT_RENDERER_STYLE, ...options.style };
  }

  /** Something changed. `drag`: only the held group moved, so the static layer stays valid. */
  invalidate(kind: "all" | "drag" = "all"): void {
    this.dirty = true;
    if (kind === "all") this.staticDirty = true;
  }

  /** Snapped pieces flash a ring for a moment. */
  pulse(pieceIds: number[], now: number): void {
    this.pulses.push({ ids: pieceIds, start: now });
    this.dirty = true;
  }

  /** Whether the scene is still moving (pulse, glowing hint, finishing fade): ask for another frame. */
  animating(scene: Scene): boolean {
    const now = scene.now ?? 0;
    if (scene.calm) return false;
    if (this.pulses.some((p) => now - p.start < PULSE_MS)) return true;
    if (scene.finishedAt != null && now - scene.finishedAt < FINISH_MS) return true;
    return scene.hintPieceId != null && !scene.puzzle.completed;
  }

  /** Builds all piece bitmaps now (e.g. right after loading the picture), not on first draw. */
  prepare(puzzle: Puzzle, view: View): void {
    this.bitmaps(puzzle, view).prepareAll();
  }

  /** Draws a frame if anything changed since the last one; returns whether it drew. */
  render(ctx: Canvas2D, scene: Scene): boolean {
    const { puzzle, view } = scene;
    // scene inputs that aren't model changes (view, toggles) also make the frame dirty
    const key = `${view.scale},${view.offsetX},${view.offsetY},${view.canvasWidth},${view.canvasHeight},${scene.showGhost},${scene.selectedPieceId},${scene.slotCursor?.row},${scene.slotCursor?.col},${scene.liftedGroup},${scene.hintPieceId},${scene.finishedAt}`;
    if (!this.dirty && key === this.lastScene && !this.animating(scene)) return false;
    this.dirty = false;
    this.lastScene = key;
    const now = scene.now ?? 0;
    this.pulses = this.pulses.filter((p) => now - p.start < PULSE_MS);

    const cache = this.bitmaps(puzzle, view);
    const lifted = scene.liftedGroup ?? null;
    const selected =
      scene.selectedPieceId == null || puzzle.completed ? null : pieceById(puzzle, scene.selectedPieceId);
    if (lifted !== null) {
      const { image, fresh } = this.staticLayer(scene, lifted);
      const box = this.liftedRect(puzzle, view, lifted);
      // overlays elsewhere on the board (pulse, glow, cursor) need the whole frame; a plain drag only the two places
      const overlays =
        this.pulses.length > 0 ||
        scene.hintPieceId != null ||
        (scene.slotCursor != null && selected !== null) ||
        puzzle.completed;
      const r =
        !fresh && !overlays && this.lastLifted
          ? unionRects([this.lastLifted, box])
          : { x: 0, y: 0, width: view.canvasWidth, height: view.canvasHeight };
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(r.x, r.y, r.width, r.height);
      ctx.drawImage(image, r.x, r.y, r.width, r.height, r.x, r.y, r.width, r.height);
      ctx.setTransform(view.scale, 0, 0, view.scale, view.offsetX, view.offsetY);
      this.lastLifted = box;
    } else {
      this.lastLifted = null;
      this.drawStatic(ctx, scene, null);
    }

    if (lifted !== null) this.drawLifted(ctx, puzzle, cache, lifted, selected);
    this.drawEffects(ctx, scene, cache, now);

    // the cursor goes on top: it must stay visible over whatever lies on its slot
    if (scene.slotCursor && selected) {
      const { pieceWidth, pieceHeight } = puzzle.cut;
      const { board } = puzzle.layout;
      ctx.strokeStyle = this.style.slotCursor;
      ctx.lineWidth = Math.max(2 / view.scale, Math.min(pieceWidth, pieceHeight) * 0.04);
      ctx.strokeRect(
        board.x + scene.slotCursor.col * pieceWidth,
        board.y + scene.slotCursor.row * pieceHeight,
        pieceWidth,
        pieceHeight,
      );
    }
    return true;
  }

  /** The canvas pixels the lifted group covers, shadow, ring and lift included, rounded out to whole pixels. */
  private liftedRect(puzzle: Puzzle, view: View, group: number): Rect {
    const b = groupBounds(puzzle, group);
    const side = Math.min(puzzle.cut.pieceWidth, puzzle.cut.pieceHeight);
    const grow = (LIFT_SCALE - 1) / 2;
    const pad = side * 0.25;
    const x0 = Math.max(0, Math.floor((b.x - b.width * grow - pad) * view.scale + view.offsetX));
    const y0 = Math.max(0, Math.floor((b.y - b.height * grow - pad) * view.scale + view.offsetY));
    const x1 = Math.min(view.canvasWidth, Math.ceil((b.x + b.width * (1 + grow) + pad) * view.scale + view.offsetX));
    const y1 = Math.min(view.canvasHeight, Math.ceil((b.y + b.height * (1 + grow) + pad) * view.scale + view.offsetY));
    return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
  }

  /** Everything but the lifted group, into an offscreen layer redrawn only when something else changed. */
  private staticLayer(scene: Scene, lifted: number): { image: ImageLike; fresh: boolean } {
    const { view } = scene;
    const key = `${lifted},${view.scale},${view.offsetX},${view.offsetY}`;
    let layer = this.layer;
    if (!layer || layer.width !== view.canvasWidth || layer.height !== view.canvasHeight) {
      const made = this.options.createBitmap(view.canvasWidth, view.canvasHeight);
      layer = this.layer = { ...made, width: view.canvasWidth, height: view.canvasHeight, key: "" };
      this.staticDirty = true;
    }
    const fresh = this.staticDirty || layer.key !== key;
    if (fresh) {
      this.drawStatic(layer.ctx, scene, lifted);
      layer.key = key;
      this.staticDirty = false;
    }
    return { image: layer.image, fresh };
  }

  private drawStatic(ctx: Canvas2D, scene: Scene, skipGroup: number | null): void {
    const { puzzle, view } = scene;
    const cache = this.bitmaps(puzzle, view);
    const { board } = puzzle.layout;
    const s = this.style;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, view.canvasWidth, view.canvasHeight);
    ctx.setTransform(view.scale, 0, 0, view.scale, view.offsetX, view.offsetY);
    ctx.fillStyle = s.board;
    ctx.fillRect(board.x, board.y, board.width, board.height);
    if (scene.showGhost && !puzzle.completed) {
      ctx.globalAlpha = s.ghostAlpha;
      ctx.drawImage(this.options.picture, board.x, board.y, board.width, board.height);
      ctx.globalAlpha = 1;
    }
    ctx.strokeStyle = s.boardOutline;
    ctx.lineWidth = 1 / view.scale;
    ctx.strokeRect(board.x, board.y, board.width, board.height);

    const selected =
      scene.selectedPieceId == null || puzzle.completed ? null : pieceById(puzzle, scene.selectedPieceId);
    for (const id of puzzle.zOrder) {
      const piece = pieceById(puzzle, id);
      if (piece.group === skipGroup) continue;
      if (selected && piece.group === selected.group)
        this.drawBitmap(ctx, cache.highlight(shapeOf(puzzle, id)), piece, pieceScale(puzzle, piece));
      this.drawBitmap(ctx, cache.piece(shapeOf(puzzle, id)), piece, pieceScale(puzzle, piece));
    }
  }

  /** The held group, a little bigger than the rest with a soft shadow under it: it is in the hand. */
  private drawLifted(
    ctx: Canvas2D,
    puzzle: Puzzle,
    cache: PieceBitmapCache,
    group: number,
    selected: PuzzlePiece | null,
  ): void {
    const b = groupBounds(puzzle, group);
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const lift = Math.min(puzzle.cut.pieceWidth, puzzle.cut.pieceHeight) * 0.06;
    const members = puzzle.zOrder.map((id) => pieceById(puzzle, id)).filter((p) => p.group === group);
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(LIFT_SCALE, LIFT_SCALE);
    ctx.translate(-cx, -cy);
    for (const p of members)
      this.drawBitmap(ctx, cache.shadow(shapeOf(puzzle, p.id)), { x: p.x + lift, y: p.y + lift * 1.6 }, 1);
    for (const p of members) {
      if (selected?.group === group) this.drawBitmap(ctx, cache.highlight(shapeOf(puzzle, p.id)), p, 1);
      this.drawBitmap(ctx, cache.piece(shapeOf(puzzle, p.id)), p, 1);
    }
    ctx.restore();
  }

  /** Snap pulses, the glowing place of a hinted piece, and the finished picture without seams. */
  private drawEffects(ctx: Canvas2D, scene: Scene, cache: PieceBitmapCache, now: number): void {
    const { puzzle } = scene;
    const { board } = puzzle.layout;
    const side = Math.min(puzzle.cut.pieceWidth, puzzle.cut.pieceHeight);
    if (!scene.calm) {
      for (const pulse of this.pulses) {
        ctx.globalAlpha = Math.max(0, 1 - (now - pulse.start) / PULSE_MS);
        for (const id of pulse.ids) this.drawBitmap(ctx, cache.glow(shapeOf(puzzle, id)), pieceById(puzzle, id), 1);
      }
      ctx.globalAlpha = 1;
    }
    const hinted = scene.hintPieceId == null || puzzle.completed ? null : pieceById(puzzle, scene.hintPieceId);
    if (hinted && !hinted.locked) {
      ctx.globalAlpha = scene.calm ? 0.9 : 0.55 + 0.45 * Math.sin(now / 220);
      ctx.strokeStyle = this.style.hint;
      ctx.lineWidth = Math.max(3, side * 0.08);
      ctx.strokeRect(hinted.correctX, hinted.correctY, puzzle.cut.pieceWidth, puzzle.cut.pieceHeight);
      ctx.globalAlpha = 1;
    }
    if (puzzle.completed && scene.finishedAt != null) {
      const t = scene.calm ? 1 : Math.min(1, Math.max(0, (now - scene.finishedAt) / FINISH_MS));
      ctx.globalAlpha = t;
      ctx.drawImage(this.options.picture, board.x, board.y, board.width, board.height);
      ctx.strokeStyle = this.style.finishFrame;
      ctx.lineWidth = Math.max(4, side * 0.08) * t;
      ctx.strokeRect(board.x, board.y, board.width, board.height);
      ctx.globalAlpha = 1;
    }
  }

  private drawBitmap(
    ctx: Canvas2D,
    bmp: { image: ImageLike; offsetX: number; offsetY: number; width: number; height: number },
    at: { x: number; y: number },
    k: number,
  ): void {
    ctx.drawImage(bmp.image, at.x + bmp.offsetX * k, at.y + bmp.offsetY * k, bmp.width * k, bmp.height * k);
  }

  private bitmaps(puzzle: Puzzle, view: View): PieceBitmapCache {
    const ratio = Math.min(view.scale, this.options.maxPixelRatio ?? 2);
    if (!this.cache || this.cache.cut !== puzzle.cut || this.cache.pixelRatio !== ratio) {
      this.cache = new PieceBitmapCache(puzzle.cut, ratio, this.options.picture, this.options.createBitmap, this.style);
    }
    return this.cache;
  }
}
