import { capsuleRect, flattenQuadratic, paintCapsule, type BrushPoint, type StrokeCanvas } from "./brush.ts";
import { clipRect, pixelWords, unionRect, type Layer, type Rect } from "./layer.ts";
import type { Rgba } from "./palette.ts";
import { encodeRect, type PixelDiff } from "./pixel-diff.ts";

const TILE = 32;

/**
 * One brush or eraser stroke on a layer. The stroke's final extent is unknown
 * while the finger moves, so instead of snapshotting the page it copies each
 * 32×32 tile aside the first time the stroke reaches it. Those copies give the
 * blend its pre-stroke pixels, the undo step its "before" rectangle, and cancel
 * (a second finger turning the stroke into a pinch) an exact revert.
 */
export class StrokeSession {
  readonly #layer: Layer;
  readonly #words: Int32Array;
  readonly #canvas: StrokeCanvas;
  readonly #beforeWords: Int32Array;
  readonly #tilesX: number;
  readonly #saved: Uint8Array;
  #savedList: number[] = [];
  #touched: Rect | null = null;
  #color: Rgba | null = null;
  #active = false;
  #drawnTo: BrushPoint = { x: 0, y: 0, radius: 1 };
  #lastSample: BrushPoint = { x: 0, y: 0, radius: 1 };

  constructor(layer: Layer) {
    const { width, height } = layer;
    this.#layer = layer;
    this.#words = pixelWords(layer);
    const before = new Uint8ClampedArray(width * height * 4);
    this.#beforeWords = new Int32Array(before.buffer);
    this.#canvas = { width, height, data: layer.data, before, coverage: new Uint8Array(width * height) };
    this.#tilesX = Math.ceil(width / TILE);
    this.#saved = new Uint8Array(this.#tilesX * Math.ceil(height / TILE));
  }

  get active(): boolean {
    return this.#active;
  }

  /** Starts a stroke with a round dab; `color` null erases. Returns the repainted area. */
  begin(point: BrushPoint, color: Rgba | null): Rect | null {
    if (this.#active) this.cancel();
    this.#active = true;
    this.#color = color;
    this.#drawnTo = point;
    this.#lastSample = point;
    return this.#segment(point, point);
  }

  /**
   * Curves through the midpoints between samples (control point = the sample),
   * so a fast finger drawing a circle gives a round line, not a polygon.
   */
  add(point: BrushPoint): Rect | null {
    if (!this.#active) return null;
    const control = this.#lastSample;
    const mid = {
      x: (control.x + point.x) / 2,
      y: (control.y + point.y) / 2,
      radius: (control.radius + point.radius) / 2,
    };
    let dirty: Rect | null = null;
    let from = this.#drawnTo;
    for (const p of flattenQuadratic(from, control, mid)) {
      dirty = unionRect(dirty, this.#segment(from, p));
      from = p;
    }
    this.#drawnTo = mid;
    this.#lastSample = point;
    return dirty;
  }

  /** Ends the stroke; returns the undo step, or null when no pixel changed. */
  finish(): { diff: PixelDiff | null; dirty: Rect | null } {
    if (!this.#active) return { diff: null, dirty: null };
    const dirty = this.#segment(this.#drawnTo, this.#lastSample);
    const rect = this.#touched;
    let diff: PixelDiff | null = null;
    if (rect) {
      // Untouched tiles inside the rectangle are unchanged, so copying them makes `before` whole there.
      this.#saveTiles(rect);
      if (this.#differs(rect)) diff = encodeRect(this.#beforeWords, this.#layer.width, rect);
    }
    this.#reset();
    return { diff, dirty };
  }

  /** Puts back every pixel the stroke changed and forgets it; returns the area to redraw. */
  cancel(): Rect | null {
    if (!this.#active) return null;
    const width = this.#layer.width;
    for (const t of this.#savedList) {
      const { x, y, w, h } = this.#tileRect(t);
      for (let row = y; row < y + h; row++) {
        const start = row * width + x;
        this.#words.set(this.#beforeWords.subarray(start, start + w), start);
      }
    }
    const rect = this.#touched;
    this.#reset();
    return rect;
  }

  #segment(a: BrushPoint, b: BrushPoint): Rect | null {
    const rect = clipRect(capsuleRect(a, b), this.#layer.width, this.#layer.height);
    if (!rect) return null;
    this.#saveTiles(rect);
    paintCapsule(this.#canvas, a, b, rect, this.#color);
    this.#touched = unionRect(this.#touched, rect);
    return rect;
  }

  #saveTiles(rect: Rect): void {
    const width = this.#layer.width;
    const tx0 = Math.floor(rect.x / TILE);
    const ty0 = Math.floor(rect.y / TILE);
    const tx1 = Math.floor((rect.x + rect.width - 1) / TILE);
    const ty1 = Math.floor((rect.y + rect.height - 1) / TILE);
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const t = ty * this.#tilesX + tx;
        if (this.#saved[t]) continue;
        this.#saved[t] = 1;
        this.#savedList.push(t);
        const { x, y, w, h } = this.#tileRect(t);
        for (let row = y; row < y + h; row++) {
          const start = row * width + x;
          this.#beforeWords.set(this.#words.subarray(start, start + w), start);
        }
      }
    }
  }

  #tileRect(t: number): { x: number; y: number; w: number; h: number } {
    const x = (t % this.#tilesX) * TILE;
    const y = Math.floor(t / this.#tilesX) * TILE;
    return { x, y, w: Math.min(TILE, this.#layer.width - x), h: Math.min(TILE, this.#layer.height - y) };
  }

  #differs(rect: Rect): boolean {
    const width = this.#layer.width;
    for (let y = rect.y; y < rect.y + rect.height; y++) {
      for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
        if (this.#words[i] !== this.#beforeWords[i]) return true;
      }
    }
    return false;
  }

  #reset(): void {
    const rect = this.#touched;
    const { width, coverage } = this.#canvas;
    if (rect)
      for (let y = rect.y; y < rect.y + rect.height; y++)
        coverage.fill(0, y * width + rect.x, y * width + rect.x + rect.width);
    for (const t of this.#savedList) this.#saved[t] = 0;
    this.#savedList = [];
    this.#touched = null;
    this.#active = false;
  }
}
