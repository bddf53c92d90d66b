import { fillRegion, fillWouldChange } from './fill.ts';
import { History, type HistorySnapshot } from './history.ts';
import {
  assertLayerSize,
  clipRect,
  createLayer,
  fullRect,
  pixelWords,
  unionRect,
  type Layer,
  type Rect,
} from './layer.ts';
import { toRgba, type ColorInput } from './palette.ts';
import { captureLayerRect } from './pixel-diff.ts';
import { computeRegions, regionAt, regionBounds, type RegionMap, type RegionOptions } from './regions.ts';
import { composite, type CompositeOptions } from './render.ts';
import { stampSticker, stickerRect, type StickerPlacement } from './sticker.ts';
import { StrokeSession } from './stroke.ts';

export interface ColoringPageOptions {
  /** Transparent line art; its size is the page size. Omit for a blank page. */
  lines?: Layer;
  /** Page size when there is no line art. Default 1024×1024. */
  width?: number;
  height?: number;
  /** Regions precomputed elsewhere (a Web Worker) from these same lines. */
  regions?: RegionMap;
  regionOptions?: RegionOptions;
  historyLimit?: number;
}

export interface StrokeStyle {
  color: ColorInput;
  /** Brush diameter in page pixels. */
  size: number;
  /** Clear paint back to transparent instead of painting. */
  erase?: boolean;
}

/** A pointer sample in page pixels; `pressure` (0–1, pens only) thins or thickens the line. */
export interface StrokeInput {
  x: number;
  y: number;
  pressure?: number;
}

/**
 * One coloring page: the locked line layer over a paint layer, and every
 * drawing action on the paint with its undo step. Nothing here touches the
 * DOM, so the React shell only forwards input and redraws `takeDirtyRect()`.
 */
export class ColoringPage {
  readonly width: number;
  readonly height: number;
  readonly lines: Layer;
  readonly paint: Layer;
  readonly regions: RegionMap;
  readonly history: History;
  #stroke: StrokeSession | null = null;
  #strokeSize = 0;
  #dirty: Rect | null = null;

  constructor(options: ColoringPageOptions = {}) {
    this.width = options.lines?.width ?? options.width ?? 1024;
    this.height = options.lines?.height ?? options.height ?? 1024;
    this.lines = options.lines ?? createLayer(this.width, this.height);
    this.paint = createLayer(this.width, this.height);
    this.regions = options.regions ?? computeRegions(this.lines, options.regionOptions);
    if (this.regions.width !== this.width || this.regions.height !== this.height) {
      throw new RangeError('regions were computed for a page of another size');
    }
    this.history = new History(options.historyLimit);
    this.#dirty = fullRect(this.width, this.height);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  get isStroking(): boolean {
    return this.#stroke?.active ?? false;
  }

  /** Region under a page point (a tap on a line picks the nearest region); -1 outside. */
  regionAt(x: number, y: number): number {
    return regionAt(this.regions, x, y);
  }

  /** Fills the region under (x, y). Returns false when nothing changed. */
  fillAt(x: number, y: number, color: ColorInput): boolean {
    this.endStroke();
    const region = this.regionAt(x, y);
    const rgba = toRgba(color);
    if (region < 0 || !fillWouldChange(this.paint, this.regions, region, rgba)) return false;
    const rect = regionBounds(this.regions, region);
    this.history.push(captureLayerRect(this.paint, rect));
    fillRegion(this.paint, this.regions, region, rgba);
    this.#markDirty(rect);
    return true;
  }

  beginStroke(point: StrokeInput, style: StrokeStyle): void {
    this.endStroke();
    this.#stroke ??= new StrokeSession(this.paint);
    this.#strokeSize = Math.max(1, style.size);
    const color = style.erase ? null : toRgba(style.color);
    this.#markDirty(this.#stroke.begin(this.#brushPoint(point), color));
  }

  strokeTo(point: StrokeInput): void {
    if (this.#stroke?.active) this.#markDirty(this.#stroke.add(this.#brushPoint(point)));
  }

  /** Commits the stroke as one undo step. Returns false when there was none or it changed nothing. */
  endStroke(): boolean {
    if (!this.#stroke?.active) return false;
    const { diff, dirty } = this.#stroke.finish();
    this.#markDirty(dirty);
    if (diff) this.history.push(diff);
    return diff !== null;
  }

  /** Reverts the stroke in progress exactly, leaving no undo step (e.g. a second finger starts a pinch). */
  cancelStroke(): void {
    if (this.#stroke?.active) this.#markDirty(this.#stroke.cancel());
  }

  stampSticker(image: Layer, placement: StickerPlacement): boolean {
    this.endStroke();
    const rect = clipRect(stickerRect(image, placement), this.width, this.height);
    if (!rect) return false;
    const before = captureLayerRect(this.paint, rect);
    if (!stampSticker(this.paint, image, placement)) return false;
    this.history.push(before);
    this.#markDirty(rect);
    return true;
  }

  /** Removes all paint (undoable). Returns false when the page was already clean. */
  clear(): boolean {
    this.endStroke();
    if (pixelWords(this.paint).every((w) => w === 0)) return false;
    const rect = fullRect(this.width, this.height);
    this.history.push(captureLayerRect(this.paint, rect));
    this.paint.data.fill(0);
    this.#markDirty(rect);
    return true;
  }

  undo(): boolean {
    this.endStroke();
    const rect = this.history.undo(this.paint);
    this.#markDirty(rect);
    return rect !== null;
  }

  redo(): boolean {
    this.endStroke();
    const rect = this.history.redo(this.paint);
    this.#markDirty(rect);
    return rect !== null;
  }

  /**
   * Puts back saved paint (e.g. kept in browser storage over a sign-in round trip or a reload), with the undo and
   * redo steps saved beside it when they fit this page; otherwise the history starts empty.
   */
  loadPaint(paint: Layer, history?: HistorySnapshot): void {
    assertLayerSize(paint, this.width, this.height, 'saved paint');
    this.cancelStroke();
    this.paint.data.set(paint.data);
    if (history) this.history.restore(history, this.width, this.height);
    else this.history.reset();
    this.#markDirty(fullRect(this.width, this.height));
  }

  /** The finished picture (paper, paint, lines) for saving or uploading as PNG. */
  toImage(options?: CompositeOptions): Layer {
    return composite(this.paint, this.lines, options);
  }

  /** Area changed since the last call (the whole page at first), or null. */
  takeDirtyRect(): Rect | null {
    const rect = this.#dirty;
    this.#dirty = null;
    return rect;
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
