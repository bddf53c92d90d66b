import { describe, expect, it, vi } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { createLayer } from "./layer.ts";
import { drawRing, firstDifference, paintOf } from "./test-fixtures.ts";
import { ToolMachine, type PointerSample } from "./tool-machine.ts";

const mouse = (x: number, y: number, buttons = 1): PointerSample => ({
  x,
  y,
  buttons,
  pointerType: "mouse",
  pointerId: 1,
});
const touch = (id: number, x: number, y: number): PointerSample => ({
  x,
  y,
  buttons: 1,
  pointerType: "touch",
  pointerId: id,
});
const pen = (x: number, y: number, pressure: number, buttons = 1): PointerSample => ({
  x,
  y,
  pressure,
  buttons,
  pointerType: "pen",
  pointerId: 9,
});
const alphaAt = (page: ColoringPage, x: number, y: number) => paintOf(page).data[(y * page.width + x) * 4 + 3];

function setup(settings: ConstructorParameters<typeof ToolMachine>[1] = {}) {
  const lines = createLayer(200, 200);
  drawRing(lines, 100, 100, 50, 3, 2);
  const page = new ColoringPage({ lines });
  const onCommit = vi.fn();
  const machine = new ToolMachine(page, { onCommit, ...settings });
  return { page, machine, onCommit };
}

describe("tool machine", () => {
  it("paints a mouse drag as one undoable stroke: idle → painting → idle", () => {
    const { page, machine, onCommit } = setup({ settings: { tool: "brush", brushSize: 6 } });
    machine.pointerDown(mouse(20, 20));
    expect(machine.state).toBe("painting");
    machine.pointerMove(mouse(100, 20));
    machine.pointerMove(mouse(180, 20));
    machine.pointerUp(mouse(180, 20, 0));
    expect(machine.state).toBe("idle");
    expect(alphaAt(page, 100, 20)).toBe(255);
    expect(page.history.undoDepth).toBe(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it("fills where a finger lands once it lifts", () => {
    const { page, machine, onCommit } = setup({ settings: { tool: "fill", color: "#43a047" } });
    machine.pointerDown(touch(1, 100, 100));
    expect(machine.state).toBe("pointing");
    expect(alphaAt(page, 100, 100)).toBe(0);
    machine.pointerUp(touch(1, 104, 102));
    expect(alphaAt(page, 100, 100)).toBe(255);
    expect(alphaAt(page, 5, 5)).toBe(0);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it("turns a one-finger stroke into a pinch when a second finger lands, taking the stroke back", () => {
    const { page, machine, onCommit } = setup({ settings: { tool: "brush" } });
    const before = new Uint8Array(paintOf(page).data);
    machine.pointerDown(touch(1, 20, 20));
    machine.pointerMove(touch(1, 60, 40));
    machine.pointerDown(touch(2, 120, 120));
    expect(machine.state).toBe("gesture");
    machine.pointerMove(touch(1, 10, 10));
    machine.pointerUp(touch(1, 10, 10));
    expect(machine.state).toBe("gesture");
    machine.pointerUp(touch(2, 130, 130));
    expect(machine.state).toBe("idle");
    expect(firstDifference(paintOf(page).data, before)).toBe(-1);
    expect(page.history.undoDepth).toBe(0);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("does not fill when the tap became a pinch", () => {
    const { page, machine } = setup({ settings: { tool: "fill" } });
    machine.pointerDown(touch(1, 100, 100));
    machine.pointerDown(touch(2, 150, 100));
    machine.pointerUp(touch(1, 100, 100));
    machine.pointerUp(touch(2, 150, 100));
    expect(alphaAt(page, 100, 100)).toBe(0);
  });

  it("ignores right clicks and hovering", () => {
    const { page, machine } = setup({ settings: { tool: "brush" } });
    machine.pointerDown(mouse(50, 50, 2));
    machine.pointerMove(mouse(80, 50, 0));
    machine.pointerUp(mouse(80, 50, 0));
    expect(machine.state).toBe("idle");
    expect(page.history.undoDepth).toBe(0);
  });

  it("finishes a mouse stroke whose button was released outside the window", () => {
    const { page, machine } = setup({ settings: { tool: "brush" } });
    machine.pointerDown(mouse(20, 20));
    machine.pointerMove(mouse(60, 20));
    machine.pointerMove(mouse(90, 20, 0));
    expect(machine.state).toBe("idle");
    expect(page.history.undoDepth).toBe(1);
  });

  it("erases with the eraser tool and with a pen flipped to its eraser end", () => {
    const { page, machine } = setup({ settings: { tool: "fill", color: "#e53935" } });
    machine.pointerDown(mouse(5, 5));
    machine.pointerUp(mouse(5, 5, 0));
    expect(alphaAt(page, 20, 20)).toBe(255);
    machine.pointerDown(pen(20, 20, 0.5, 32));
    machine.pointerMove(pen(30, 20, 0.5, 32));
    machine.pointerUp(pen(30, 20, 0.5, 0));
    expect(alphaAt(page, 25, 20)).toBe(0);
    machine.set({ tool: "eraser", eraserSize: 10 });
    machine.pointerDown(touch(3, 5, 180));
    machine.pointerUp(touch(3, 5, 180));
    expect(alphaAt(page, 5, 180)).toBe(0);
    expect(alphaAt(page, 5, 150)).toBe(255);
  });

  it("uses pen pressure but not the fixed pressure mice and touch screens report", () => {
    const strokeWidth = (sample: (x: number) => PointerSample) => {
      const { page, machine } = setup({ settings: { tool: "brush", brushSize: 10 } });
      machine.pointerDown(sample(20));
      machine.pointerMove(sample(100));
      machine.pointerUp(sample(100));
      let painted = 0;
      for (let y = 0; y < 40; y++) if (alphaAt(page, 60, y) === 255) painted++;
      return painted;
    };
    const hardPen = strokeWidth((x) => pen(x, 20, 1));
    const lightPen = strokeWidth((x) => pen(x, 20, 0.1));
    const mouseLine = strokeWidth((x) => ({ ...mouse(x, 20), pressure: 0.5 }));
    const touchLine = strokeWidth((x) => ({ ...touch(1, x, 20), pressure: 0 }));
    expect(lightPen).toBeLessThan(mouseLine);
    expect(hardPen).toBeGreaterThan(mouseLine);
    expect(touchLine).toBe(mouseLine);
  });

  it("puts the chosen sticker where the pointer is lifted, above the paint and selected", () => {
    const { page, machine, onCommit } = setup({ settings: { tool: "sticker", sticker: "p1", stickerSize: 30 } });
    machine.pointerDown(touch(1, 30, 30));
    machine.pointerUp(touch(1, 160, 160));
    expect(page.stickers.items).toEqual([{ id: 1, name: "p1", x: 160, y: 160, size: 48 }]);
    expect(page.stickers.selected?.id).toBe(1);
    expect(alphaAt(page, 160, 160)).toBe(0);
    expect(onCommit).toHaveBeenCalledWith("sticker");
  });
});
