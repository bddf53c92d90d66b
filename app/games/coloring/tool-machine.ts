import type { ColoringPage, StrokeInput } from './coloring-page.ts';
import type { Layer } from './layer.ts';
import type { ColorInput } from './palette.ts';

export type ToolKind = 'fill' | 'brush' | 'eraser' | 'sticker';

/** What the shell forwards from a PointerEvent, with x/y already in page pixels. */
export interface PointerSample {
  x: number;
  y: number;
  pressure?: number;
  pointerType: 'mouse' | 'pen' | 'touch' | (string & {});
  buttons: number;
  pointerId?: number;
}

export interface ToolSettings {
  tool: ToolKind;
  color: ColorInput;
  /** Diameters in page pixels. */
  brushSize: number;
  eraserSize: number;
  /** Emoticon bitmap to stamp, and the length of its longer side on the page. */
  sticker: Layer | null;
  stickerSize: number;
}

/**
 * idle → pointing (fill/sticker wait for the finger to lift: it may become a pinch)
 * idle → painting (brush/eraser) ; any → gesture when a second finger lands.
 */
export type ToolState = 'idle' | 'pointing' | 'painting' | 'gesture';

export interface ToolMachineOptions {
  settings?: Partial<ToolSettings>;
  /** Called after each new undo step (to refresh undo buttons, autosave the drawing). */
  onCommit?: () => void;
}

export const DEFAULT_TOOL_SETTINGS: ToolSettings = {
  tool: 'fill',
  color: '#e53935',
  brushSize: 24,
  eraserSize: 48,
  sticker: null,
  stickerSize: 160,
};

const PRIMARY = 1;
const PEN_ERASER = 32;

/** Small tldraw-style state machine turning mouse, pen and touch input into page actions. */
export class ToolMachine {
  readonly page: ColoringPage;
  settings: ToolSettings;
  #state: ToolState = 'idle';
  #activeId: number | null = null;
  #downAt: StrokeInput = { x: 0, y: 0 };
  #touches = new Set<number>();
  #onCommit: () => void;

  constructor(page: ColoringPage, options: ToolMachineOptions = {}) {
    this.page = page;
    this.settings = { ...DEFAULT_TOOL_SETTINGS, ...options.settings };
    this.#onCommit = options.onCommit ?? (() => {});
  }

  get state(): ToolState {
    return this.#state;
  }

  /** Changing tool, colour or size mid-stroke finishes the stroke with the old settings. */
  set(settings: Partial<ToolSettings>): void {
    if (this.#state === 'painting') this.#finishStroke();
    else if (this.#state === 'pointing') this.#toIdle();
    this.settings = { ...this.settings, ...settings };
  }

  pointerDown(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === 'touch') {
      this.#touches.add(id);
      if (this.#touches.size > 1) return this.#toGesture();
    }
    if (this.#state !== 'idle') return;
    // Right and middle mouse buttons, or a pen's barrel button alone, do nothing.
    if (e.pointerType !== 'touch' && (e.buttons & (PRIMARY | PEN_ERASER)) === 0) return;
    this.#activeId = id;
    const { tool } = this.settings;
    const erase = tool === 'eraser' || (e.pointerType === 'pen' && (e.buttons & PEN_ERASER) !== 0);
    if (erase || tool === 'brush') {
      const size = erase ? this.settings.eraserSize : this.settings.brushSize;
      this.page.beginStroke(toStrokeInput(e), { color: this.settings.color, size, erase });
      this.#state = 'painting';
    } else {
      this.#downAt = { x: e.x, y: e.y };
      this.#state = 'pointing';
    }
  }

  pointerMove(e: PointerSample): void {
    if (this.#state !== 'painting' || (e.pointerId ?? 0) !== this.#activeId) return;
    // A mouse released outside the window never sends pointerup: finish on the next move.
    if (e.pointerType === 'mouse' && (e.buttons & PRIMARY) === 0) return this.#finishStroke();
    this.page.strokeTo(toStrokeInput(e));
  }

  pointerUp(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === 'touch') this.#touches.delete(id);
    if (this.#state === 'gesture') {
      if (this.#touches.size === 0) this.#toIdle();
      return;
    }
    if (id !== this.#activeId) return;
    if (this.#state === 'painting') {
      this.page.strokeTo(toStrokeInput(e));
      return this.#finishStroke();
    }
    if (this.#state === 'pointing') {
      const { tool, color, sticker, stickerSize } = this.settings;
      // Fill where the finger landed; a sticker where it was lifted, so it can be nudged into place.
      const changed =
        tool === 'fill'
          ? this.page.fillAt(this.#downAt.x, this.#downAt.y, color)
          : sticker !== null && this.page.stampSticker(sticker, { x: e.x, y: e.y, size: stickerSize });
      this.#toIdle();
      if (changed) this.#onCommit();
    }
  }

  /** The browser took the pointer over (e.g. a system gesture): keep what was drawn. */
  pointerCancel(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === 'touch') this.#touches.delete(id);
    if (this.#state === 'gesture') {
      if (this.#touches.size === 0) this.#toIdle();
    } else if (id === this.#activeId) {
      if (this.#state === 'painting') this.#finishStroke();
      else this.#toIdle();
    }
  }

  #toGesture(): void {
    // The first finger's stroke was really the start of a pinch: take it back without an undo step.
    if (this.#state === 'painting') this.page.cancelStroke();
    this.#state = 'gesture';
    this.#activeId = null;
  }

  #finishStroke(): void {
    const changed = this.page.endStroke();
    this.#toIdle();
    if (changed) this.#onCommit();
  }

  #toIdle(): void {
    this.#state = 'idle';
    this.#activeId = null;
  }
}

function toStrokeInput(e: PointerSample): StrokeInput {
  // Mice report 0.5 and touch screens 0 or 1 whatever the force: only pens mean it.
  return e.pointerType === 'pen' && e.pressure !== undefined
    ? { x: e.x, y: e.y, pressure: e.pressure }
    : { x: e.x, y: e.y };
}

export function createToolMachine(page: ColoringPage, options?: ToolMachineOptions): ToolMachine {
  return new ToolMachine(page, options);
}
