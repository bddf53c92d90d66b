import { describe, expect, it, vi } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { KeyboardPainter, CURSOR_FAST_STEP, CURSOR_STEP } from "./keyboard-painter.ts";
import { createLayer } from "./layer.ts";
import { drawRing, paintOf } from "./test-fixtures.ts";
import { ToolMachine } from "./tool-machine.ts";

const alphaAt = (page: ColoringPage, x: number, y: number) => paintOf(page).data[(y * page.width + x) * 4 + 3];

function setup(tool: "fill" | "brush" | "eraser" = "fill") {
  const lines = createLayer(200, 200);
  drawRing(lines, 100, 100, 50, 3, 2);
  const page = new ColoringPage({ lines });
  const onCommit = vi.fn();
  const machine = new ToolMachine(page, { onCommit, settings: { tool, brushSize: 8 } });
  return { page, machine, onCommit, painter: new KeyboardPainter(machine) };
}

describe("keyboard painter", () => {
  it("starts in the middle of the page, moves by arrow keys (Shift for big steps) and stays on the page", () => {
    const { painter } = setup();
    expect([painter.x, painter.y]).toEqual([100, 100]);
    expect(painter.key("ArrowRight")).toBe(true);
    expect(painter.key("ArrowUp", true)).toBe(true);
    expect([painter.x, painter.y]).toEqual([100 + CURSOR_STEP, 100 - CURSOR_FAST_STEP]);
    for (let i = 0; i < 20; i++) painter.key("ArrowLeft", true);
    expect(painter.x).toBe(0);
    expect(painter.key("Tab")).toBe(false);
  });

  it("fills the region under the cursor with Enter, one undo step", () => {
    const { page, painter, onCommit } = setup("fill");
    expect(alphaAt(page, 100, 100)).toBe(0);
    painter.key("Enter");
    expect(alphaAt(page, 100, 100)).toBe(255);
    expect(alphaAt(page, 10, 10)).toBe(0);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it("draws a line with the brush between two presses of Space, as the cursor moves", () => {
    const { page, painter, onCommit } = setup("brush");
    painter.key("ArrowUp", true);
    painter.key(" ");
    expect(painter.penDown).toBe(true);
    painter.key("ArrowRight");
    painter.key("ArrowRight");
    painter.key(" ");
    expect(painter.penDown).toBe(false);
    expect(onCommit).toHaveBeenCalledTimes(1);
    for (let x = 100; x <= 100 + 2 * CURSOR_STEP; x += 4)
      expect(alphaAt(page, x, 100 - CURSOR_FAST_STEP), `x=${x}`).toBe(255);
    // Moving with the pen up draws nothing.
    painter.key("ArrowDown", true);
    painter.key("ArrowDown", true);
    expect(alphaAt(page, painter.x, painter.y)).toBe(0);
  });

  it("lifts the pen on Escape or when the tool changes, keeping the line", () => {
    const { page, machine, painter, onCommit } = setup("brush");
    painter.key("Enter");
    painter.key("ArrowLeft");
    expect(painter.key("Escape")).toBe(true);
    expect(painter.penDown).toBe(false);
    expect(alphaAt(page, 100 - CURSOR_STEP, 100)).toBe(255);
    painter.key("Enter");
    machine.set({ tool: "fill" });
    expect(painter.penDown).toBe(false);
    expect(painter.key("Escape")).toBe(false);
    expect(onCommit).toHaveBeenCalledTimes(2);
  });
});
