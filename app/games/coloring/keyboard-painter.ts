import type { PointerSample, ToolMachine } from "./tool-machine.ts";

/** Page pixels per arrow press, and with Shift held. */
export const CURSOR_STEP = 16;
export const CURSOR_FAST_STEP = 64;
/** A sticker grows or shrinks by this factor per + or − press. */
export const STICKER_GROW = 1.25;

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Painting without a pointer (WCAG 2.1.1): a cursor on the page that the arrow keys move (Shift for bigger steps),
 * and Enter or Space to use the tool there. Fill and stickers act at once; the brush and eraser put the pen down on
 * one press and lift it on the next (or Escape), drawing along as the cursor moves. It drives the same tool
 * machine as pointers, so undo, autosave and the rest behave the same.
 */
export class KeyboardPainter {
  readonly machine: ToolMachine;
  x: number;
  y: number;
  #penDown = false;

  constructor(machine: ToolMachine) {
    this.machine = machine;
    this.x = Math.round(machine.page.width / 2);
    this.y = Math.round(machine.page.height / 2);
  }

  /** The brush or eraser is down (cursor moves draw). False again if the tool changed meanwhile. */
  get penDown(): boolean {
    if (this.#penDown && this.machine.state !== "painting") this.#penDown = false;
    return this.#penDown;
  }

  /** Handles one key press; true when the key was the painter's (the shell then keeps the browser from using it). */
  key(key: string, shift = false): boolean {
    const direction = DIRECTIONS[key];
    if (this.#selectedSticker() !== null && this.#stickerKey(key, shift, direction)) return true;
    if (direction) {
      const step = shift ? CURSOR_FAST_STEP : CURSOR_STEP;
      const { width, height } = this.machine.page;
      this.x = Math.min(width - 1, Math.max(0, this.x + direction[0] * step));
      this.y = Math.min(height - 1, Math.max(0, this.y + direction[1] * step));
      if (this.penDown) this.machine.pointerMove(this.#sample());
      return true;
    }
    if (key === "Enter" || key === " ") {
      const { tool } = this.machine.settings;
      if (tool === "brush" || tool === "eraser") {
        if (this.penDown) this.lift();
        else {
          this.machine.pointerDown(this.#sample());
          this.#penDown = this.machine.state === "painting";
        }
      } else {
        this.machine.pointerDown(this.#sample());
        this.machine.pointerUp(this.#sample());
      }
      return true;
    }
    if (key === "Escape" && this.penDown) {
      this.lift();
      return true;
    }
    return false;
  }

  /** Lifts the pen, keeping the line (focus left the page, Escape, a second press). */
  lift(): void {
    if (this.penDown) this.machine.pointerUp(this.#sample());
    this.#penDown = false;
  }

  /** With the sticker tool and a sticker selected: arrows move it, + and − resize it, Delete removes it, Escape lets go. */
  #stickerKey(key: string, shift: boolean, direction: [number, number] | undefined): boolean {
    const { page } = this.machine;
    const sticker = page.stickers.selected;
    if (!sticker) return false;
    const step = shift ? CURSOR_FAST_STEP : CURSOR_STEP;
    let changed = false;
    if (direction)
      changed = page.changeSticker(sticker.id, {
        x: sticker.x + direction[0] * step,
        y: sticker.y + direction[1] * step,
      });
    else if (key === "+" || key === "=")
      changed = page.changeSticker(sticker.id, { size: sticker.size * STICKER_GROW });
    else if (key === "-" || key === "_")
      changed = page.changeSticker(sticker.id, { size: sticker.size / STICKER_GROW });
    else if (key === "Delete" || key === "Backspace") changed = page.removeSticker(sticker.id);
    else if (key === "Escape") page.stickers.select(null);
    else return false;
    const moved = page.stickers.selected;
    if (moved) {
      this.x = moved.x;
      this.y = moved.y;
    }
    if (changed) this.machine.notifyCommit("sticker");
    return true;
  }

  #selectedSticker(): number | null {
    return this.machine.settings.tool === "sticker" ? (this.machine.page.stickers.selected?.id ?? null) : null;
  }

  #sample(): PointerSample {
    return { x: this.x, y: this.y, pointerType: "keyboard", buttons: 1, pointerId: -1 };
  }
}
