import { describe, expect, it } from "vitest";
import type { BitmapFactory, Canvas2D } from "./canvas-types.ts";
import { PuzzleController } from "./controller.ts";
import type { PathSink } from "./path.ts";
import { pieceBounds } from "./puzzle.ts";
import { FINISH_MS, PuzzleRenderer, type View } from "./renderer.ts";
import { centreOf, newGame } from "./test-fixtures.ts";

// The real browser types must fit the engine's interfaces (checked by tsc, nothing at runtime).
const contextFits: Canvas2D | null = null as CanvasRenderingContext2D | null;
const offscreenFits: Canvas2D | null = null as OffscreenCanvasRenderingContext2D | null;
const path2dFits: PathSink | null = null as Path2D | null;
void [contextFits, offscreenFits, path2dFits];

interface Call {
  name: string;
  args: unknown[];
}

/** A Canvas2D that records every call, standing in for a real canvas in Node. */
function recordingContext(): Canvas2D & { calls: Call[] } {
  const calls: Call[] = [];
  const state = {
    globalAlpha: 1,
    fillStyle: "" as string | object,
    strokeStyle: "" as string | object,
    lineWidth: 1,
    lineJoin: "miter",
  };
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push({ name, args });
  const names = [
    "save",
    "restore",
    "setTransform",
    "translate",
    "scale",
    "clearRect",
    "fillRect",
    "strokeRect",
    "beginPath",
    "clip",
    "stroke",
    "fill",
    "drawImage",
    "moveTo",
    "lineTo",
    "bezierCurveTo",
    "closePath",
  ];
  return Object.assign(state, Object.fromEntries(names.map((n) => [n, record(n)])), {
    calls,
  }) as unknown as Canvas2D & { calls: Call[] };
}

const picture = { kind: "picture" };
const PATH_WORK = new Set(["beginPath", "moveTo", "lineTo", "bezierCurveTo", "closePath", "clip", "stroke", "fill"]);

function setUp(pieces: 4 | 25 = 25) {
  const bitmaps: { width: number; height: number; ctx: ReturnType<typeof recordingContext> }[] = [];
  const createBitmap: BitmapFactory = (width, height) => {
    const ctx = recordingContext();
    const image = { kind: "bitmap", index: bitmaps.length };
    bitmaps.push({ width, height, ctx });
    return { image, ctx };
  };
  const puzzle = newGame(pieces);
  const renderer = new PuzzleRenderer({ picture, createBitmap });
  const view: View = { scale: 2, offsetX: 0, offsetY: 0, canvasWidth: 2400, canvasHeight: 1800 };
  return { puzzle, renderer, view, bitmaps };
}

describe("PuzzleRenderer", () => {
  it("cuts each piece out of the picture once, into its own bitmap", () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    renderer.prepare(puzzle, view);
    expect(bitmaps).toHaveLength(25);
    bitmaps.forEach((b, i) => {
      const bounds = puzzle.cut.pieces[i]!.bounds;
      expect(b.width).toBeGreaterThanOrEqual(bounds.width * 2);
      expect(b.width).toBeLessThan(bounds.width * 2 + 40);
      const names = b.ctx.calls.map((c) => c.name);
      expect(names.indexOf("clip")).toBeLessThan(names.indexOf("drawImage"));
      expect(b.ctx.calls.find((c) => c.name === "drawImage")?.args[0]).toBe(picture);
    });
  });

  it("a frame only draws bitmaps: one per piece, no path work", () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    renderer.prepare(puzzle, view);
    const ctx = recordingContext();
    expect(renderer.render(ctx, { puzzle, view, showGhost: true })).toBe(true);
    const names = ctx.calls.map((c) => c.name);
    expect(names.filter((n) => PATH_WORK.has(n))).toEqual([]);
    const images = ctx.calls.filter((c) => c.name === "drawImage").map((c) => c.args[0]);
    expect(images[0]).toBe(picture); // the ghost preview, under the pieces
    expect(images.slice(1)).toHaveLength(25);
    expect(bitmaps).toHaveLength(25);
    // bottom to top, each at its piece's current position
    const top = puzzle.pieces[puzzle.zOrder.at(-1)!]!;
    const last = ctx.calls.filter((c) => c.name === "drawImage").at(-1)!;
    // its bitmap covers the outline's bounds (at the piece's size: small on the tray) plus a thin margin for the bevel
    const [, x, y, w, h] = last.args as [unknown, number, number, number, number];
    const box = pieceBounds(puzzle, top);
    expect(box.x - x).toBeGreaterThanOrEqual(0);
    expect(box.x - x).toBeLessThan(5);
    expect(box.y - y).toBeGreaterThanOrEqual(0);
    expect(box.y - y).toBeLessThan(5);
    expect(x + w).toBeGreaterThanOrEqual(box.x + box.width - 1e-9);
    expect(y + h).toBeGreaterThanOrEqual(box.y + box.height - 1e-9);
  });

  it("draws nothing until something changes; a drag frame is the static layer plus the lifted piece", () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    const controller = new PuzzleController(puzzle, { now: () => 0 });
    controller.on("change", (e) => renderer.invalidate(e.drag ? "drag" : "all"));
    const ctx = recordingContext();
    const scene = () => ({ puzzle, view, liftedGroup: controller.liftedGroup });
    renderer.render(ctx, scene());
    ctx.calls.length = 0;
    expect(renderer.render(ctx, scene())).toBe(false);
    expect(ctx.calls).toEqual([]);

    const piece = puzzle.pieces[3]!;
    const at = centreOf(puzzle, piece);
    controller.pointerDown({ id: 1, x: at.x, y: at.y, pointerType: "touch" });
    for (let i = 1; i <= 60; i++) {
      controller.pointerMove({ id: 1, x: at.x + 10 + i, y: at.y + i / 2, pointerType: "touch" });
      ctx.calls.length = 0;
      expect(renderer.render(ctx, scene())).toBe(true);
      expect(ctx.calls.filter((c) => PATH_WORK.has(c.name))).toEqual([]);
      // the layer with everything else, then the held piece's shadow and the piece itself
      const draws = ctx.calls.filter((c) => c.name === "drawImage");
      const images = draws.map((c) => c.args[0] as { kind: string; index: number });
      expect(images).toHaveLength(3);
      expect(images[0]!.index).toBe(
        bitmaps.findIndex((b) => b.width === view.canvasWidth && b.height === view.canvasHeight),
      );
      // after the first drag frame only the piece's old and new places are copied back from the layer
      const [, , , sw, sh] = draws[0]!.args as number[];
      if (i > 1) expect(sw! * sh!).toBeLessThan((view.canvasWidth * view.canvasHeight) / 10);
    }
    // the static layer was drawn once for the whole drag; pieces were never re-cut (25 + layer + shadow)
    const layer = bitmaps.find((b) => b.width === view.canvasWidth && b.height === view.canvasHeight)!;
    expect(layer.ctx.calls.filter((c) => c.name === "clearRect")).toHaveLength(1);
    expect(bitmaps).toHaveLength(27);
    // the lifted piece is drawn bigger than it lies: it is in the hand
    ctx.calls.length = 0;
    renderer.invalidate("drag");
    renderer.render(ctx, scene());
    expect(ctx.calls.find((c) => c.name === "scale")?.args[0]).toBeGreaterThan(1);
  });

  it("the finished picture covers the board without seams, fading in unless motion is reduced", () => {
    const { puzzle, renderer, view } = setUp(4);
    for (const p of puzzle.pieces) Object.assign(p, { x: p.correctX, y: p.correctY, locked: true, inTray: false });
    puzzle.completed = true;
    const { board } = puzzle.layout;
    const whole = (ctx: ReturnType<typeof recordingContext>) =>
      ctx.calls.filter(
        (c) => c.name === "drawImage" && c.args[0] === picture && c.args[1] === board.x && c.args[3] === board.width,
      );
    const calm = recordingContext();
    renderer.render(calm, { puzzle, view, finishedAt: 0, now: 0, calm: true });
    expect(whole(calm)).toHaveLength(1);
    expect(renderer.animating({ puzzle, view, finishedAt: 0, now: 0, calm: true })).toBe(false);
    // with motion: still fading in half-way, then settled
    expect(renderer.animating({ puzzle, view, finishedAt: 0, now: FINISH_MS / 2 })).toBe(true);
    expect(renderer.animating({ puzzle, view, finishedAt: 0, now: FINISH_MS + 1 })).toBe(false);
  });

  it("a snap pulses for a moment, and a hinted piece makes its place glow", () => {
    const { puzzle, renderer, view } = setUp(4);
    renderer.pulse([0], 1000);
    expect(renderer.animating({ puzzle, view, now: 1100 })).toBe(true);
    expect(renderer.animating({ puzzle, view, now: 5000 })).toBe(false);
    const ctx = recordingContext();
    const piece = puzzle.pieces[2]!;
    renderer.render(ctx, { puzzle, view, now: 0, hintPieceId: piece.id });
    const glow = ctx.calls.filter((c) => c.name === "strokeRect").map((c) => c.args);
    expect(glow).toContainEqual([piece.correctX, piece.correctY, puzzle.cut.pieceWidth, puzzle.cut.pieceHeight]);
    expect(renderer.animating({ puzzle, view, now: 0, hintPieceId: piece.id })).toBe(true);
  });

  it("rings the selected piece and outlines the target slot for keyboard play", () => {
    const { puzzle, renderer, view } = setUp(4);
    const controller = new PuzzleController(puzzle, { now: () => 0 });
    controller.selectNext();
    const ctx = recordingContext();
    renderer.render(ctx, {
      puzzle,
      view,
      selectedPieceId: controller.selectedPieceId,
      slotCursor: controller.slotCursor,
    });
    expect(ctx.calls.filter((c) => c.name === "drawImage")).toHaveLength(5); // 4 pieces + ring
    expect(ctx.calls.filter((c) => c.name === "strokeRect")).toHaveLength(2); // board + slot cursor
    ctx.calls.length = 0;
    // moving the cursor is enough to redraw, even without a model change
    controller.moveSlotCursor(1, 0);
    renderer.render(ctx, {
      puzzle,
      view,
      selectedPieceId: controller.selectedPieceId,
      slotCursor: controller.slotCursor,
    });
    expect(ctx.calls.length).toBeGreaterThan(0);
  });
});
