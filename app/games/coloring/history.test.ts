import { describe, expect, it } from "vitest";
import { ColoringPage } from "./coloring-page.ts";
import { createLayer } from "./layer.ts";
import { MIN_HISTORY_LIMIT } from "./history.ts";
import { stepFits } from "./page-steps.ts";
import { drawRing, firstDifference, seededRandom } from "./test-fixtures.ts";

function pageWithRings(): ColoringPage {
  const lines = createLayer(128, 96);
  drawRing(lines, 40, 48, 25, 3, 2);
  drawRing(lines, 90, 48, 20, 2, 1.5);
  return new ColoringPage({ lines });
}

/** Everything the child sees as bytes: both paint layers and the sticker list. */
const bytes = (page: ColoringPage) =>
  new Uint8Array([
    ...page.fills.data,
    ...page.strokes.data,
    ...new TextEncoder().encode(JSON.stringify(page.stickers.items)),
  ]);

/** Noisy paint so that undo has something non-trivial to restore. */
function scribble(page: ColoringPage, seed: number): void {
  const random = seededRandom(seed);
  for (let k = 0; k < page.fills.data.length; k++) page.fills.data[k] = random() * 256;
  for (let k = 0; k < page.strokes.data.length; k += 3) page.strokes.data[k] = random() * 256;
  page.stickers.replace([{ id: 7, name: "r2", x: 30, y: 30, size: 60 }]);
}

describe("undo and redo", () => {
  const actions: [string, (page: ColoringPage) => boolean][] = [
    ["fill", (page) => page.fillAt(40, 48, "#43a047")],
    [
      "brush",
      (page) => {
        page.beginStroke({ x: 5, y: 5 }, { color: "#8e24aa", size: 9 });
        page.strokeTo({ x: 60, y: 80 });
        page.strokeTo({ x: 120, y: 10 });
        return page.endStroke();
      },
    ],
    [
      "eraser",
      (page) => {
        page.beginStroke({ x: 30, y: 30 }, { color: "#000000", size: 14, erase: true });
        page.strokeTo({ x: 100, y: 60 });
        return page.endStroke();
      },
    ],
    ["sticker", (page) => page.addSticker("p1", 120, 90, 50) > 0],
    ["sticker move", (page) => page.changeSticker(7, { x: 80, y: 40 })],
    ["sticker resize", (page) => page.changeSticker(7, { size: 120 })],
    ["sticker delete", (page) => page.removeSticker(7)],
    ["clear", (page) => page.clear()],
  ];

  it.each(actions)("restores the exact previous pixels after %s, and redo re-applies it", (_, act) => {
    const page = pageWithRings();
    scribble(page, 3);
    const before = bytes(page);
    expect(act(page)).toBe(true);
    const after = bytes(page);
    expect(firstDifference(after, before)).not.toBe(-1);

    expect(page.undo()).toBe(true);
    expect(firstDifference(bytes(page), before)).toBe(-1);
    expect(page.redo()).toBe(true);
    expect(firstDifference(bytes(page), after)).toBe(-1);
    expect(page.undo()).toBe(true);
    expect(firstDifference(bytes(page), before)).toBe(-1);
  });

  it("walks a mixed sequence back to the start and forward to the end, byte for byte", () => {
    const page = pageWithRings();
    const states = [bytes(page)];
    for (const [, act] of [...actions, ...actions]) {
      if (act(page)) states.push(bytes(page));
    }
    expect(states.length).toBeGreaterThan(8);
    for (let k = states.length - 2; k >= 0; k--) {
      page.undo();
      expect(firstDifference(bytes(page), states[k])).toBe(-1);
    }
    expect(page.canUndo).toBe(false);
    for (let k = 1; k < states.length; k++) {
      page.redo();
      expect(firstDifference(bytes(page), states[k])).toBe(-1);
    }
    expect(page.canRedo).toBe(false);
  });

  it("keeps at least 30 steps and drops the oldest beyond its limit", () => {
    const page = new ColoringPage({ width: 32, height: 32, historyLimit: 10 });
    expect(page.history.limit).toBe(MIN_HISTORY_LIMIT);
    const first = bytes(page);
    const states: Uint8Array[] = [];
    for (let k = 0; k < 45; k++) {
      page.fillAt(1, 1, `#0000${(k + 1).toString(16).padStart(2, "0")}`);
      states.push(bytes(page));
    }
    let undone = 0;
    while (page.undo()) undone++;
    expect(undone).toBe(MIN_HISTORY_LIMIT);
    expect(firstDifference(bytes(page), states[45 - MIN_HISTORY_LIMIT - 1])).toBe(-1);
    expect(firstDifference(bytes(page), first)).not.toBe(-1);
  });

  it("forgets redo steps once something new is drawn", () => {
    const page = pageWithRings();
    page.fillAt(40, 48, "#ff0000");
    page.fillAt(90, 48, "#00ff00");
    page.undo();
    expect(page.canRedo).toBe(true);
    page.fillAt(2, 2, "#0000ff");
    expect(page.canRedo).toBe(false);
    expect(page.redo()).toBe(false);
  });

  it("stores compact steps, not page snapshots", () => {
    const page = new ColoringPage({ width: 1024, height: 1024 });
    for (let k = 0; k < 30; k++) page.fillAt(5, 5, k % 2 ? "#ff0000" : "#0000ff");
    page.clear();
    expect(page.history.undoDepth).toBe(31);
    // 31 whole-page changes: snapshots would take 31 × 4 MB.
    expect(page.history.byteLength).toBeLessThan(4096);
  });

  it("records nothing for changes that change nothing", () => {
    const page = pageWithRings();
    expect(page.clear()).toBe(false);
    page.fillAt(40, 48, "#ff0000");
    expect(page.fillAt(40, 48, "#ff0000")).toBe(false);
    // A brush line off the page changes nothing.
    page.beginStroke({ x: -50, y: -50 }, { color: "#ff0000", size: 4 });
    expect(page.endStroke()).toBe(false);
    expect(page.history.undoDepth).toBe(1);
  });
});

describe("history kept with the drawing", () => {
  it("undoes and redoes exactly after the paint and its steps are loaded into a fresh page (a reload)", () => {
    const page = pageWithRings();
    const blank = bytes(page);
    page.fillAt(40, 48, "#43a047");
    const afterFill = bytes(page);
    page.beginStroke({ x: 5, y: 5 }, { color: "#8e24aa", size: 9 });
    page.strokeTo({ x: 120, y: 90 });
    page.endStroke();
    const afterStroke = bytes(page);
    page.addSticker("h3", 60, 60, 80);
    page.undo();
    page.undo();
    // Storage keeps copies: structuredClone is what IndexedDB does.
    const saved = structuredClone(page.snapshot());

    const reloaded = pageWithRings();
    reloaded.restore(saved);
    expect([reloaded.canUndo, reloaded.canRedo]).toEqual([true, true]);
    expect(reloaded.history.redoDepth).toBe(2);
    expect(firstDifference(bytes(reloaded), afterFill)).toBe(-1);
    reloaded.redo();
    expect(firstDifference(bytes(reloaded), afterStroke)).toBe(-1);
    reloaded.undo();
    reloaded.undo();
    expect(firstDifference(bytes(reloaded), blank)).toBe(-1);
  });

  it("refuses steps that do not fit the page, keeping the paint and an empty history", () => {
    const page = pageWithRings();
    page.fillAt(40, 48, "#43a047");
    const snapshot = page.history.snapshot();
    const other = new ColoringPage({ lines: createLayer(64, 64) });
    expect(other.history.restore(snapshot, stepFits(64, 64))).toBe(false);
    const damaged = {
      undo: [{ fills: { rect: snapshot.undo[0].fills!.rect, runs: new Int32Array([5, 0]) } }],
      redo: [],
    };
    const reloaded = pageWithRings();
    reloaded.restore({ ...page.snapshot(), history: damaged });
    expect([reloaded.canUndo, reloaded.canRedo]).toEqual([false, false]);
    expect(firstDifference(bytes(reloaded), bytes(page))).toBe(-1);
    reloaded.restore({ ...page.snapshot(), history: { undo: "nonsense", redo: [] } });
    expect(reloaded.canUndo).toBe(false);
  });
});
