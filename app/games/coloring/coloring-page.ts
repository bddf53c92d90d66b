import { fillRegion, fillWouldChange } from "./fill.ts";
import { History } from "./history.ts";
import { assertLayerSize, createLayer, fullRect, pixelWords, unionRect, type Layer, type Rect } from "./layer.ts";
import { toRgba, type ColorInput } from "./palette.ts";
import {
  migrateSteps,
  stepByteLength,
  stepFits,
  swapStep,
  type PageHistorySnapshot,
  type PageStep,
} from "./page-steps.ts";
import { captureLayerRect } from "./pixel-diff.ts";
import { renderPicture, type PictureOptions } from "./picture.ts";
import { computeRegions, regionAt, regionBounds, type RegionMap, type RegionOptions } from "./regions.ts";
import { StickerSet, isStickerList, type StickerItem } from "./sticker-set.ts";
import { StrokeSession } from "./stroke.ts";

export interface ColoringPageOptions {
  /** Transparent line art; its size is the page size. Omit for a blank page. */
  lines?: Layer;
  /** Page size when there is no line art. Default 1024×1024. */
  width?: number;
  height?: number;
  /** Regions precomputed elsewhere (a build step, a Web Worker) from these same lines. */
  regions?: RegionMap;
  regionOptions?: RegionOptions;
  historyLimit?: number;
}

export interface StrokeStyle {
  color: ColorInput;
  /** Brush diameter in page pixels. */
  size: number;
  /** Clear paint (fills and brush lines) back to transparent instead of painting. */
  erase?: boolean;
}

/** A pointer sample in page pixels; `pressure` (0–1, pens only) thins or thickens the line. */
export interface StrokeInput {
  x: number;
  y: number;
  pressure?: number;
}

/** A drawing as plain data, for browser storage. `paint` alone is the format before layers (loaded as the fills). */
export interface SavedPage {
  fills?: Layer;
  strokes?: Layer;
  /** Before layers: fills, brush lines and stamped stickers in one layer. */
  paint?: Layer;
  stickers?: readonly StickerItem[];
  history?: { undo?: unknown; redo?: unknown };
}

/**
 * One coloring page, in layers from the bottom: fills, brush lines, the locked line art, stickers. A fill paints
 * only the fill layer, so it never covers a brush line or a sticker; the eraser clears fills and lines under it.
 * Every change is one undo step. Nothing here touches the DOM: the shell forwards input and redraws `takeDirtyRect()`.
 */
export class ColoringPage {
  readonly width: number;
  readonly height: number;
  readonly lines: Layer;
  readonly fills: Layer;
  readonly strokes: Layer;
  readonly stickers: StickerSet;
  readonly regions: RegionMap;
  readonly history: History<PageStep>;
  #fillStroke: StrokeSession | null = null;
  #lineStroke: StrokeSession | null = null;
  #erasing = false;
  #strokeSize = 0;
  #dirty: Rect | null = null;

  constructor(options: ColoringPageOptions = {}) {
    this.width = options.lines?.width ?? options.width ?? 1024;
    this.height = options.lines?.height ?? options.height ?? 1024;
    this.lines = options.lines ?? createLayer(this.width, this.height);
    this.fills = createLayer(this.width, this.height);
    this.strokes = createLayer(this.width, this.height);
    this.stickers = new StickerSet(this.width, this.height);
    this.regions = options.regions ?? computeRegions(this.lines, options.regionOptions);
    if (this.regions.width !== this.width || this.regions.height !== this.height) {
      throw new RangeError("regions were computed for a page of another size");
    }
    this.history = new History(options.historyLimit, stepByteLength);
    this.#dirty = fullRect(this.width, this.height);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  get isStroking(): boolean {
    return this.#lineStroke?.active ?? false;
  }

  /** Region under a page point (a tap on a line picks the nearest region); -1 outside. */
  regionAt(x: number, y: number): number {
    return regionAt(this.regions, x, y);
  }

  /** Fills the region under (x, y) on the fill layer. Returns false when nothing changed. */
  fillAt(x: number, y: number, color: ColorInput): boolean {
    this.endStroke();
    const region = this.regionAt(x, y);
    const rgba = toRgba(color);
    if (region < 0 || !fillWouldChange(this.fills, this.regions, region, rgba)) return false;
    const rect = regionBounds(this.regions, region);
    this.history.push({ fills: captureLayerRect(this.fills, rect) });
    fillRegion(this.fills, this.regions, region, rgba);
    this.#markDirty(rect);
    return true;
  }

  beginStroke(point: StrokeInput, style: StrokeStyle): void {
    this.endStroke();
    this.#lineStroke ??= new StrokeSession(this.strokes);
    this.#erasing = style.erase === true;
    this.#strokeSize = Math.max(1, style.size);
    const at = this.#brushPoint(point);
    if (this.#erasing) {
      this.#fillStroke ??= new StrokeSession(this.fills);
      this.#markDirty(this.#fillStroke.begin(at, null));
    }
    this.#markDirty(this.#lineStroke.begin(at, this.#erasing ? null : toRgba(style.color)));
  }

  strokeTo(point: StrokeInput): void {
    if (!this.#lineStroke?.active) return;
    const at = this.#brushPoint(point);
    if (this.#erasing) this.#markDirty(this.#fillStroke?.add(at) ?? null);
    this.#markDirty(this.#lineStroke.add(at));
  }

  /** Commits the stroke as one undo step. Returns false when there was none or it changed nothing. */
  endStroke(): boolean {
    if (!this.#lineStroke?.active) return false;
    const line = this.#lineStroke.finish();
    const fill = this.#erasing && this.#fillStroke ? this.#fillStroke.finish() : { diff: null, dirty: null };
    this.#markDirty(unionRect(line.dirty, fill.dirty));
    if (!line.diff && !fill.diff) return false;
    this.history.push({ ...(line.diff && { strokes: line.diff }), ...(fill.diff && { fills: fill.diff }) });
    return true;
  }

  /** Reverts the stroke in progress exactly, leaving no undo step (e.g. a second finger starts a pinch). */
  cancelStroke(): void {
    if (!this.#lineStroke?.active) return;
    this.#markDirty(this.#lineStroke.cancel());
    if (this.#erasing) this.#markDirty(this.#fillStroke?.cancel() ?? null);
  }

  /** Puts a sticker on top (selected, so it can be moved or resized at once). Returns its id. */
  addSticker(name: string, x: number, y: number, size: number): number {
    this.endStroke();
    const before = this.stickers.items;
    const item = this.stickers.add(name, x, y, size);
    this.history.push({ stickers: before });
    return item.id;
  }

  /** Records a sticker edit made live (a drag, a resize) as one undo step, from the list as it was before. */
  commitStickers(before: readonly StickerItem[]): boolean {
    if (before === this.stickers.items) return false;
    this.history.push({ stickers: before });
    return true;
  }

  /** Moves or resizes a sticker as one undo step (keyboard). */
  changeSticker(id: number, change: Partial<Pick<StickerItem, "x" | "y" | "size">>): boolean {
    const before = this.stickers.items;
    return this.stickers.update(id, change) && this.commitStickers(before);
  }

  removeSticker(id: number): boolean {
    const before = this.stickers.items;
    return this.stickers.remove(id) && this.commitStickers(before);
  }

  /** No paint and no stickers on the page. */
  get isBlank(): boolean {
    const empty = (layer: Layer) => pixelWords(layer).every((w) => w === 0);
    return empty(this.fills) && empty(this.strokes) && this.stickers.items.length === 0;
  }

  /** Removes all paint and stickers (undoable). Returns false when the page was already clean. */
  clear(): boolean {
    this.endStroke();
    if (this.isBlank) return false;
    const rect = fullRect(this.width, this.height);
    this.history.push({
      fills: captureLayerRect(this.fills, rect),
      strokes: captureLayerRect(this.strokes, rect),
      stickers: this.stickers.items,
    });
    this.fills.data.fill(0);
    this.strokes.data.fill(0);
    this.stickers.replace([]);
    this.#markDirty(rect);
    return true;
  }

  undo(): boolean {
    this.endStroke();
    return this.history.undo((step) => this.#swap(step)) !== null;
  }

  redo(): boolean {
    this.endStroke();
    return this.history.redo((step) => this.#swap(step)) !== null;
  }

  /**
   * Puts back a saved drawing (browser storage over a sign-in round trip or a reload) with its undo and redo steps
   * when they fit this page; otherwise the history starts empty. Drawings saved before layers load as fills.
   */
  restore(saved: SavedPage): void {
    this.cancelStroke();
    const fills = saved.fills ?? saved.paint;
    this.fills.data.fill(0);
    this.strokes.data.fill(0);
    if (fills) {
      assertLayerSize(fills, this.width, this.height, "saved fills");
      this.fills.data.set(fills.data);
    }
    if (saved.strokes) {
      assertLayerSize(saved.strokes, this.width, this.height, "saved brush lines");
      this.strokes.data.set(saved.strokes.data);
    }
    this.stickers.replace(isStickerList(saved.stickers) ? saved.stickers : []);
    if (!this.history.restore(migrateSteps(saved.history), stepFits(this.width, this.height))) this.history.reset();
    this.#markDirty(fullRect(this.width, this.height));
  }

  /** The drawing as plain data (the layers are shared, copy them before changing the page again). */
  snapshot(): { fills: Layer; strokes: Layer; stickers: readonly StickerItem[]; history: PageHistorySnapshot } {
    return {
      fills: this.fills,
      strokes: this.strokes,
      stickers: this.stickers.items,
      history: this.history.snapshot(),
    };
  }

  /** The finished picture (paper, fills, brush lines, line art, stickers) for saving, printing or uploading. */
  toImage(options?: PictureOptions): Layer {
    return renderPicture(this.fills, this.strokes, this.lines, this.stickers.items, options);
  }

  /** Paint area changed since the last call (the whole page at first), or null. Sticker changes show in `stickers.version`. */
  takeDirtyRect(): Rect | null {
    const rect = this.#dirty;
    this.#dirty = null;
    return rect;
  }

  #swap(step: PageStep): PageStep {
    const result = swapStep(
      {
        fills: this.fills,
        strokes: this.strokes,
        getStickers: () => this.stickers.items,
        setStickers: (items) => this.stickers.replace(items),
      },
      step,
    );
    this.#markDirty(result.rect);
    return result.inverse;
  }

  #markDirty(rect: Rect | null): void {
    this.#dirty = unionRect(this.#dirty, rect);
  }

  #brushPoint(point: StrokeInput): { x: number; y: number; radius: number } {
    // Pressure 0.5 (what most pens report at a normal touch) gives the chosen size.
    const factor = point.pressure === undefined ? 1 : Math.min(1.7, Math.max(0.3, 0.3 + 1.4 * point.pressure));
    return { x: point.x, y: point.y, radius: (this.#strokeSize * factor) / 2 };
  }
}

export function createColoringPage(options: ColoringPageOptions = {}): ColoringPage {
  return new ColoringPage(options);
}
