import type { ColoringPage, StrokeInput } from "./coloring-page.ts";
import type { ColorInput } from "./palette.ts";
import type { StickerItem } from "./sticker-set.ts";

export type ToolKind = "fill" | "brush" | "eraser" | "sticker";

/** What the shell forwards from a PointerEvent, with x/y already in page pixels. */
export interface PointerSample {
  x: number;
  y: number;
  pressure?: number;
  pointerType: "mouse" | "pen" | "touch" | (string & {});
  buttons: number;
  pointerId?: number;
}

export interface ToolSettings {
  tool: ToolKind;
  color: ColorInput;
  /** Diameters in page pixels. */
  brushSize: number;
  eraserSize: number;
  /** Emoticon name to put on the page, and the side of a new sticker in page pixels. */
  sticker: string | null;
  stickerSize: number;
  /** How far from the selected sticker's corner (page pixels) a press grabs its resize handle. */
  handleRadius: number;
}

/** What a committed change was, for the shell's sounds and hints. */
export type CommitKind = "fill" | "brush" | "eraser" | "sticker";

/**
 * The machine's state and the data that belongs to it (no per-state fields left over from another state):
 * idle → pointing (fill, or a new sticker: acts on lift, it may become a pinch) | painting (brush, eraser)
 * | moving / resizing (a sticker, from the list as it was) ; any → gesture when a second finger lands.
 */
export type ToolState =
  | { kind: "idle" }
  | { kind: "pointing"; pointerId: number; at: StrokeInput }
  | { kind: "painting"; pointerId: number; tool: "brush" | "eraser" }
  | { kind: "moving"; pointerId: number; sticker: number; grab: StrokeInput; before: readonly StickerItem[] }
  | { kind: "resizing"; pointerId: number; sticker: number; before: readonly StickerItem[] }
  | { kind: "gesture" };

export interface ToolMachineOptions {
  settings?: Partial<ToolSettings>;
  /** Called after each new undo step (to refresh undo buttons, autosave the drawing, play a sound). */
  onCommit?: (kind: CommitKind) => void;
}

export const DEFAULT_TOOL_SETTINGS: ToolSettings = {
  tool: "brush",
  color: "#e53935",
  brushSize: 24,
  eraserSize: 48,
  sticker: null,
  stickerSize: 160,
  handleRadius: 40,
};

const PRIMARY = 1;
const PEN_ERASER = 32;
const IDLE: ToolState = { kind: "idle" };

/** Small tldraw-style state machine turning mouse, pen and touch input into page actions. */
export class ToolMachine {
  readonly page: ColoringPage;
  settings: ToolSettings;
  #state: ToolState = IDLE;
  #touches = new Set<number>();
  #onCommit: (kind: CommitKind) => void;

  constructor(page: ColoringPage, options: ToolMachineOptions = {}) {
    this.page = page;
    this.settings = { ...DEFAULT_TOOL_SETTINGS, ...options.settings };
    this.#onCommit = options.onCommit ?? (() => {});
  }

  get state(): ToolState["kind"] {
    return this.#state.kind;
  }

  get current(): Readonly<ToolState> {
    return this.#state;
  }

  /** Changing tool, colour or size mid-stroke finishes the stroke with the old settings; leaving stickers deselects. */
  set(settings: Partial<ToolSettings>): void {
    this.#settle();
    this.settings = { ...this.settings, ...settings };
    if (this.settings.tool !== "sticker") this.page.stickers.select(null);
  }

  pointerDown(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === "touch") {
      this.#touches.add(id);
      if (this.#touches.size > 1) return this.#toGesture();
    }
    if (this.#state.kind !== "idle") return;
    // Right and middle mouse buttons, or a pen's barrel button alone, do nothing.
    if (e.pointerType !== "touch" && (e.buttons & (PRIMARY | PEN_ERASER)) === 0) return;
    const { tool } = this.settings;
    const erase = tool === "eraser" || (e.pointerType === "pen" && (e.buttons & PEN_ERASER) !== 0);
    if (erase || tool === "brush") {
      const size = erase ? this.settings.eraserSize : this.settings.brushSize;
      this.page.beginStroke(toStrokeInput(e), { color: this.settings.color, size, erase });
      this.#state = { kind: "painting", pointerId: id, tool: erase ? "eraser" : "brush" };
    } else if (tool === "sticker") this.#stickerDown(e, id);
    else this.#state = { kind: "pointing", pointerId: id, at: { x: e.x, y: e.y } };
  }

  pointerMove(e: PointerSample): void {
    const state = this.#state;
    if (!("pointerId" in state) || (e.pointerId ?? 0) !== state.pointerId) return;
    // A mouse released outside the window never sends pointerup: finish on the next move.
    if (e.pointerType === "mouse" && (e.buttons & PRIMARY) === 0) return this.#settle();
    if (state.kind === "painting") this.page.strokeTo(toStrokeInput(e));
    else if (state.kind === "moving")
      this.page.stickers.update(state.sticker, { x: e.x - state.grab.x, y: e.y - state.grab.y });
    else if (state.kind === "resizing") {
      const s = this.page.stickers.selected;
      if (s) this.page.stickers.update(s.id, { size: 2 * Math.max(Math.abs(e.x - s.x), Math.abs(e.y - s.y)) });
    }
  }

  pointerUp(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === "touch") this.#touches.delete(id);
    const state = this.#state;
    if (state.kind === "gesture") {
      if (this.#touches.size === 0) this.#state = IDLE;
      return;
    }
    if (!("pointerId" in state) || id !== state.pointerId) return;
    if (state.kind === "painting") this.page.strokeTo(toStrokeInput(e));
    if (state.kind !== "pointing") return this.#settle();
    this.#state = IDLE;
    const { tool, color, sticker, stickerSize } = this.settings;
    if (tool === "fill" && this.page.fillAt(state.at.x, state.at.y, color)) this.#onCommit("fill");
    // A new sticker goes where the finger was lifted, so it can be nudged into place before letting go.
    else if (tool === "sticker" && sticker !== null) {
      this.page.addSticker(sticker, e.x, e.y, stickerSize);
      this.#onCommit("sticker");
    }
  }

  /** The browser took the pointer over (e.g. a system gesture): keep what was drawn, drop a pending tap. */
  pointerCancel(e: PointerSample): void {
    const id = e.pointerId ?? 0;
    if (e.pointerType === "touch") this.#touches.delete(id);
    const state = this.#state;
    if (state.kind === "gesture") {
      if (this.#touches.size === 0) this.#state = IDLE;
    } else if ("pointerId" in state && id === state.pointerId) {
      if (state.kind === "pointing") this.#state = IDLE;
      else this.#settle();
    }
  }

  /** For changes made outside pointer input (the keyboard's sticker keys): report them like any other. */
  notifyCommit(kind: CommitKind): void {
    this.#onCommit(kind);
  }

  #stickerDown(e: PointerSample, id: number): void {
    const { stickers } = this.page;
    const selected = stickers.selected;
    const r = this.settings.handleRadius;
    if (selected && Math.hypot(e.x - (selected.x + selected.size / 2), e.y - (selected.y + selected.size / 2)) <= r) {
      this.#state = { kind: "resizing", pointerId: id, sticker: selected.id, before: stickers.items };
      return;
    }
    const hit = stickers.at(e.x, e.y);
    if (hit) {
      stickers.select(hit.id);
      this.#state = {
        kind: "moving",
        pointerId: id,
        sticker: hit.id,
        grab: { x: e.x - hit.x, y: e.y - hit.y },
        before: stickers.items,
      };
    } else {
      stickers.select(null);
      this.#state = { kind: "pointing", pointerId: id, at: { x: e.x, y: e.y } };
    }
  }

  #toGesture(): void {
    const state = this.#state;
    // The first finger's stroke or drag was really the start of a pinch: take it back without an undo step.
    if (state.kind === "painting") this.page.cancelStroke();
    if (state.kind === "moving" || state.kind === "resizing") this.page.stickers.replace(state.before);
    this.#state = { kind: "gesture" };
  }

  /** Ends whatever the pointer was doing, keeping it as one undo step. */
  #settle(): void {
    const state = this.#state;
    this.#state = IDLE;
    if (state.kind === "painting" && this.page.endStroke()) this.#onCommit(state.tool);
    if ((state.kind === "moving" || state.kind === "resizing") && this.page.commitStickers(state.before))
      this.#onCommit("sticker");
  }
}

function toStrokeInput(e: PointerSample): StrokeInput {
  // Mice report 0.5 and touch screens 0 or 1 whatever the force: only pens mean it.
  return e.pointerType === "pen" && e.pressure !== undefined
    ? { x: e.x, y: e.y, pressure: e.pressure }
    : { x: e.x, y: e.y };
}

export function createToolMachine(page: ColoringPage, options?: ToolMachineOptions): ToolMachine {
  return new ToolMachine(page, options);
}
