import { describe, expect, it } from 'vitest';
import type { BitmapFactory, Canvas2D } from './canvas-types.ts';
import { PuzzleController } from './controller.ts';
import type { PathSink } from './path.ts';
import { PuzzleRenderer, type View } from './renderer.ts';
import { centreOf, newGame } from './test-fixtures.ts';

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
  const state = { globalAlpha: 1, fillStyle: '' as string | object, strokeStyle: '' as string | object, lineWidth: 1, lineJoin: 'miter' };
  const record = (name: string) => (...args: unknown[]) => void calls.push({ name, args });
  const names = ['save', 'restore', 'setTransform', 'translate', 'scale', 'clearRect', 'fillRect', 'strokeRect', 'beginPath', 'clip', 'stroke', 'drawImage', 'moveTo', 'lineTo', 'bezierCurveTo', 'closePath'];
  return Object.assign(state, Object.fromEntries(names.map((n) => [n, record(n)])), { calls }) as unknown as Canvas2D & { calls: Call[] };
}

const picture = { kind: 'picture' };
const PATH_WORK = new Set(['beginPath', 'moveTo', 'lineTo', 'bezierCurveTo', 'closePath', 'clip', 'stroke']);

function setUp(pieces: 4 | 25 = 25) {
  const bitmaps: { width: number; height: number; ctx: ReturnType<typeof recordingContext> }[] = [];
  const createBitmap: BitmapFactory = (width, height) => {
    const ctx = recordingContext();
    const image = { kind: 'bitmap', index: bitmaps.length };
    bitmaps.push({ width, height, ctx });
    return { image, ctx };
  };
  const puzzle = newGame(pieces);
  const renderer = new PuzzleRenderer({ picture, createBitmap });
  const view: View = { scale: 2, offsetX: 0, offsetY: 0, canvasWidth: 2400, canvasHeight: 1800 };
  return { puzzle, renderer, view, bitmaps };
}

describe('PuzzleRenderer', () => {
  it('cuts each piece out of the picture once, into its own bitmap', () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    renderer.prepare(puzzle, view);
    expect(bitmaps).toHaveLength(25);
    bitmaps.forEach((b, i) => {
      const bounds = puzzle.cut.pieces[i]!.bounds;
      expect(b.width).toBeGreaterThanOrEqual(bounds.width * 2);
      expect(b.width).toBeLessThan(bounds.width * 2 + 40);
      const names = b.ctx.calls.map((c) => c.name);
      expect(names.indexOf('clip')).toBeLessThan(names.indexOf('drawImage'));
      expect(b.ctx.calls.find((c) => c.name === 'drawImage')?.args[0]).toBe(picture);
    });
  });

  it('a frame only draws bitmaps: one per piece, no path work', () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    renderer.prepare(puzzle, view);
    const ctx = recordingContext();
    expect(renderer.render(ctx, { puzzle, view, showGhost: true })).toBe(true);
    const names = ctx.calls.map((c) => c.name);
    expect(names.filter((n) => PATH_WORK.has(n))).toEqual([]);
    const images = ctx.calls.filter((c) => c.name === 'drawImage').map((c) => c.args[0]);
    expect(images[0]).toBe(picture); // the ghost preview, under the pieces
    expect(images.slice(1)).toHaveLength(25);
    expect(bitmaps).toHaveLength(25);
    // bottom to top, each at its piece's current position
    const top = puzzle.pieces[puzzle.zOrder.at(-1)!]!;
    const last = ctx.calls.filter((c) => c.name === 'drawImage').at(-1)!;
    const bmp = puzzle.cut.pieces[top.id]!;
    // its bitmap covers the outline's bounds plus a thin margin for the bevel
    const [, x, y, w, h] = last.args as [unknown, number, number, number, number];
    const left = top.x + bmp.bounds.x - bmp.cell.x;
    const upper = top.y + bmp.bounds.y - bmp.cell.y;
    expect(left - x).toBeGreaterThanOrEqual(0);
    expect(left - x).toBeLessThan(5);
    expect(upper - y).toBeGreaterThanOrEqual(0);
    expect(upper - y).toBeLessThan(5);
    expect(x + w).toBeGreaterThanOrEqual(left + bmp.bounds.width);
    expect(y + h).toBeGreaterThanOrEqual(upper + bmp.bounds.height);
  });

  it('draws nothing until something changes, and never re-cuts pieces while dragging', () => {
    const { puzzle, renderer, view, bitmaps } = setUp();
    const controller = new PuzzleController(puzzle, { now: () => 0 });
    controller.on('change', () => renderer.invalidate());
    const ctx = recordingContext();
    renderer.render(ctx, { puzzle, view });
    ctx.calls.length = 0;
    expect(renderer.render(ctx, { puzzle, view })).toBe(false);
    expect(ctx.calls).toEqual([]);

    const piece = puzzle.pieces[3]!;
    const at = centreOf(puzzle, piece);
    controller.pointerDown({ id: 1, x: at.x, y: at.y, pointerType: 'touch' });
    for (let i = 1; i <= 60; i++) {
      controller.pointerMove({ id: 1, x: at.x + 10 + i, y: at.y + i / 2, pointerType: 'touch' });
      ctx.calls.length = 0;
      expect(renderer.render(ctx, { puzzle, view })).toBe(true);
      expect(ctx.calls.filter((c) => PATH_WORK.has(c.name))).toEqual([]);
      expect(ctx.calls.filter((c) => c.name === 'drawImage')).toHaveLength(25);
    }
    expect(bitmaps).toHaveLength(25);
  });

  it('rings the selected piece and outlines the target slot for keyboard play', () => {
    const { puzzle, renderer, view } = setUp(4);
    const controller = new PuzzleController(puzzle, { now: () => 0 });
    controller.selectNext();
    const ctx = recordingContext();
    renderer.render(ctx, { puzzle, view, selectedPieceId: controller.selectedPieceId, slotCursor: controller.slotCursor });
    expect(ctx.calls.filter((c) => c.name === 'drawImage')).toHaveLength(5); // 4 pieces + ring
    expect(ctx.calls.filter((c) => c.name === 'strokeRect')).toHaveLength(2); // board + slot cursor
    ctx.calls.length = 0;
    // moving the cursor is enough to redraw, even without a model change
    controller.moveSlotCursor(1, 0);
    renderer.render(ctx, { puzzle, view, selectedPieceId: controller.selectedPieceId, slotCursor: controller.slotCursor });
    expect(ctx.calls.length).toBeGreaterThan(0);
  });
});
