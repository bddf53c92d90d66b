import { describe, expect, it, vi } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { KeyboardPainter, STICKER_GROW } from "./keyboard-painter.ts";
import { createLayer } from "./layer.ts";
import { drawRing, emoticonBitmap, paintOf } from "./test-fixtures.ts";
import { ToolMachine, type PointerSample } from "./tool-machine.ts";

const rgba = (layer: { width: number; data: Uint8ClampedArray }, x: number, y: number) =>
  Array.from(layer.data.subarray((y * layer.width + x) * 4, (y * layer.width + x) * 4 + 4));
const touch = (x: number, y: number, id = 1): PointerSample => ({
  x,
  y,
  buttons: 1,
  pointerType: "touch",
  pointerId: id,
});
const mouse = (x: number, y: number, buttons = 1): PointerSample => ({
  x,
  y,
  buttons,
  pointerType: "mouse",
  pointerId: 1,
});

function ringPage(): ColoringPage {
  const lines = createLayer(200, 200);
  drawRing(lines, 100, 100, 60, 4, 2);
  return new ColoringPage({ lines });
}

function stickerMachine(page = ringPage()) {
  const onCommit = vi.fn();
  const machine = new ToolMachine(page, {
    onCommit,
    settings: { tool: "sticker", sticker: "p1", stickerSize: 60, handleRadius: 12 },
  });
  return { page, machine, onCommit };
}

describe("layer order", () => {
  it("keeps a brush line when the region under it is filled afterwards", () => {
    const page = ringPage();
    page.beginStroke({ x: 70, y: 100 }, { color: "#43a047", size: 10 });
    page.strokeTo({ x: 130, y: 100 });
    page.endStroke();
    const stroke = rgba(paintOf(page), 100, 100);
    expect(stroke).toEqual([67, 160, 71, 255]);
    expect(page.fillAt(100, 80, "#e53935")).toBe(true);
    // The fill went under the line: the stroke's pixels are exactly as before, the rest of the region is red.
    expect(rgba(paintOf(page), 100, 100)).toEqual(stroke);
    expect(rgba(paintOf(page), 100, 80)).toEqual([229, 57, 53, 255]);
    expect(rgba(page.strokes, 100, 80)).toEqual([0, 0, 0, 0]);
    // Undoing the fill leaves the line alone too.
    page.undo();
    expect(rgba(paintOf(page), 100, 100)).toEqual(stroke);
    expect(rgba(paintOf(page), 100, 80)[3]).toBe(0);
  });

  it("never covers a sticker with a fill, and shows stickers above the line art in the picture", () => {
    const page = ringPage();
    page.addSticker("p1", 100, 40, 40);
    page.fillAt(100, 100, "#e53935");
    expect(page.stickers.items).toHaveLength(1);
    const picture = page.toImage({ stickerImages: new Map([["p1", emoticonBitmap(64, [250, 200, 40])]]) });
    // (100, 40) lies on the ring's line: the sticker is drawn over it.
    expect(rgba(picture, 100, 40)).toEqual([250, 200, 40, 255]);
    expect(rgba(picture, 100, 100)).toEqual([229, 57, 53, 255]);
  });

  it("erases fills and brush lines under the eraser as one undo step", () => {
    const page = ringPage();
    page.fillAt(100, 100, "#e53935");
    page.beginStroke({ x: 80, y: 110 }, { color: "#283593", size: 8 });
    page.strokeTo({ x: 120, y: 110 });
    page.endStroke();
    page.beginStroke({ x: 100, y: 70 }, { color: "#000", size: 20, erase: true });
    page.strokeTo({ x: 100, y: 130 });
    expect(page.endStroke()).toBe(true);
    expect(rgba(paintOf(page), 100, 110)).toEqual([0, 0, 0, 0]);
    expect(rgba(paintOf(page), 100, 80)).toEqual([0, 0, 0, 0]);
    page.undo();
    expect(rgba(paintOf(page), 100, 110)).toEqual([40, 53, 147, 255]);
    expect(rgba(paintOf(page), 100, 80)).toEqual([229, 57, 53, 255]);
  });
});

describe("stickers", () => {
  it("moves a sticker by dragging it, as one undo step", () => {
    const { page, machine, onCommit } = stickerMachine();
    machine.pointerUp((machine.pointerDown(touch(50, 50)), touch(50, 50)));
    expect(page.stickers.items).toMatchObject([{ x: 50, y: 50, size: 60 }]);
    machine.pointerDown(touch(60, 55));
    expect(machine.current).toMatchObject({ kind: "moving", grab: { x: 10, y: 5 } });
    machine.pointerMove(touch(110, 105));
    machine.pointerMove(touch(150, 145));
    machine.pointerUp(touch(150, 145));
    expect(page.stickers.items).toMatchObject([{ x: 140, y: 140, size: 60 }]);
    expect(page.stickers.items).toHaveLength(1);
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(page.history.undoDepth).toBe(2);
    page.undo();
    expect(page.stickers.items).toMatchObject([{ x: 50, y: 50 }]);
    page.redo();
    expect(page.stickers.items).toMatchObject([{ x: 140, y: 140 }]);
  });

  it("resizes the selected sticker from its corner handle, within limits, and undoes it", () => {
    const { page, machine } = stickerMachine();
    page.addSticker("r1", 100, 100, 60);
    // The handle is at the bottom-right corner (130, 130).
    machine.pointerDown(mouse(128, 131));
    expect(machine.state).toBe("resizing");
    machine.pointerMove(mouse(150, 140));
    machine.pointerUp(mouse(150, 140));
    expect(page.stickers.selected).toMatchObject({ x: 100, y: 100, size: 100 });
    machine.pointerDown(mouse(150, 150));
    machine.pointerMove(mouse(101, 101));
    machine.pointerUp(mouse(101, 101));
    expect(page.stickers.selected?.size).toBe(48);
    page.undo();
    expect(page.stickers.selected?.size ?? page.stickers.items[0].size).toBe(100);
    page.undo();
    expect(page.stickers.items[0].size).toBe(60);
  });

  it("takes a drag back when a second finger starts a pinch", () => {
    const { page, machine, onCommit } = stickerMachine();
    page.addSticker("r1", 100, 100, 60);
    machine.pointerDown(touch(100, 100, 1));
    machine.pointerMove(touch(150, 150, 1));
    machine.pointerDown(touch(10, 10, 2));
    expect(machine.state).toBe("gesture");
    expect(page.stickers.items[0]).toMatchObject({ x: 100, y: 100 });
    machine.pointerUp(touch(150, 150, 1));
    machine.pointerUp(touch(10, 10, 2));
    expect(onCommit).not.toHaveBeenCalled();
    expect(page.history.undoDepth).toBe(1);
  });

  it("moves, resizes and deletes the selected sticker by keyboard, each an undo step", () => {
    const { page, machine, onCommit } = stickerMachine();
    const painter = new KeyboardPainter(machine);
    painter.key("Enter");
    const id = page.stickers.selected!.id;
    expect(page.stickers.selected).toMatchObject({ x: 100, y: 100, size: 60 });
    painter.key("ArrowRight");
    painter.key("ArrowDown", true);
    painter.key("+");
    expect(page.stickers.selected).toMatchObject({ id, x: 116, y: 164, size: Math.round(60 * STICKER_GROW) });
    expect([painter.x, painter.y]).toEqual([116, 164]);
    painter.key("Delete");
    expect(page.stickers.items).toEqual([]);
    expect(onCommit).toHaveBeenCalledTimes(5);
    page.undo();
    expect(page.stickers.items).toMatchObject([{ id, size: 75 }]);
    // Escape lets go: the arrows move the cursor again, not a sticker.
    page.stickers.select(id);
    painter.key("Escape");
    painter.key("ArrowLeft");
    expect(page.stickers.items[0]).toMatchObject({ x: 116 });
  });

  it("clears stickers with the page and brings them back with undo", () => {
    const page = ringPage();
    page.addSticker("a1", 20, 20, 60);
    page.addSticker("a2", 180, 180, 60);
    expect(page.clear()).toBe(true);
    expect(page.stickers.items).toEqual([]);
    page.undo();
    expect(page.stickers.items.map((s) => s.name)).toEqual(["a1", "a2"]);
  });
});

describe("saved drawings", () => {
  it("loads a drawing saved before layers (one paint layer, bare pixel steps) as fills with working undo", () => {
    const old = ringPage();
    old.fillAt(100, 100, "#e53935");
    const oldFormat = {
      paint: old.fills,
      history: { undo: old.history.snapshot().undo.map((s) => s.fills), redo: [] },
    };
    const page = ringPage();
    page.restore(oldFormat);
    expect(rgba(page.fills, 100, 100)).toEqual([229, 57, 53, 255]);
    expect(page.canUndo).toBe(true);
    page.undo();
    expect(rgba(page.fills, 100, 100)[3]).toBe(0);
  });
});
