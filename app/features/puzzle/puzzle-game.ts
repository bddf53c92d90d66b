// The DOM glue between a <canvas> and the jigsaw engine: sizing (device-pixel-ratio aware), the engine's
// events (sounds, announcements, progress; input is in puzzle-input.ts), a requestAnimationFrame loop that draws only when something changed,
// the play clock across tab switches, and saving progress. No React here: the component is a thin
// shell that creates one PuzzleGame per picture and piece count (the excalidraw pattern).
import {
  PuzzleController,
  PuzzleRenderer,
  createPuzzle,
  elapsedMs,
  fitBoard,
  newSeed,
  relayoutPuzzle,
  restorePuzzle,
  selectableIds,
  type Layout,
  type PieceCount,
  type Puzzle,
  type View,
} from "~/games/puzzle/index.ts";
import { Announcer, type Announcement } from "./announcer";
import { createBitmap } from "./bitmap-factory";
import { demoMove, vibrate, type DemoMove } from "./feedback";
import { ProgressSaver } from "./progress-saver";
import { attachPuzzleInput } from "./puzzle-input";
import { forgetGame, loadGame } from "./saved-games";
import type { PuzzleSounds } from "./sound";

export type { Announcement };

export interface PuzzleGameOptions {
  canvas: HTMLCanvasElement;
  picture: HTMLImageElement;
  pieces: PieceCount;
  saveKey: string;
  showGhost: boolean;
  sounds: PuzzleSounds;
  /** Start afresh even if progress was saved (the Restart button). */
  fresh?: boolean;
  /** Reduced motion: calm snaps and finish (read on every frame, so a change applies at once). */
  calm(): boolean;
  /** What happened during one input, in order (a snap, then the next piece chosen), for a live region. */
  onAnnounce(announcements: Announcement[]): void;
  /** Where the board and tray are (CSS px within the canvas), after every layout. */
  onLayout(layout: Layout): void;
  /** The child touched a piece for the first time this game (the hint hand can go). */
  onFirstTouch(): void;
  onProgress(placed: number, total: number): void;
  onComplete(elapsedMs: number): void;
}

const MAX_CANVAS_RATIO = 3;

export class PuzzleGame {
  readonly controller: PuzzleController;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly renderer: PuzzleRenderer;
  private readonly options: PuzzleGameOptions;
  private view: View = { scale: 1, offsetX: 0, offsetY: 0, canvasWidth: 0, canvasHeight: 0 };
  private cssSize = { width: 0, height: 0 };
  private frame = 0;
  private showGhost: boolean;
  private cleanups: (() => void)[] = [];
  private destroyed = false;
  private finishedAt: number | null = null;
  private readonly announcer: Announcer;
  private readonly saver: ProgressSaver;

  constructor(options: PuzzleGameOptions) {
    this.options = options;
    this.canvas = options.canvas;
    this.showGhost = options.showGhost;
    this.announcer = new Announcer((list) => !this.destroyed && options.onAnnounce(list));
    this.saver = new ProgressSaver(options.saveKey, () => this.puzzle);
    const ctx = this.canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas 2D is not available");
    this.ctx = ctx;
    this.measure();
    const { picture, pieces } = options;
    const layout = fitBoard(this.playArea(), picture.naturalWidth, picture.naturalHeight, pieces);
    const saved = options.fresh ? null : loadGame(options.saveKey);
    let puzzle: Puzzle | null =
      saved && saved.imageWidth === picture.naturalWidth && saved.imageHeight === picture.naturalHeight
        ? restorePuzzle(saved, layout)
        : null;
    // a finished puzzle is not resumed: coming back means playing again
    if (puzzle?.completed) puzzle = null;
    puzzle ??= createPuzzle({
      seed: newSeed(),
      pieceCount: pieces,
      imageWidth: picture.naturalWidth,
      imageHeight: picture.naturalHeight,
      layout,
    });
    this.controller = new PuzzleController(puzzle);
    this.renderer = new PuzzleRenderer({ picture, createBitmap, maxPixelRatio: 2 });
    this.renderer.prepare(puzzle, this.view);
    this.listen();
    options.onLayout(puzzle.layout);
    this.reportProgress();
    this.requestFrame();
    this.saver.flush();
  }

  get puzzle(): Puzzle {
    return this.controller.puzzle;
  }

  /** The first move the hint hand shows. */
  demoMove(): DemoMove | null {
    return demoMove(this.puzzle);
  }

  elapsed(): number {
    return elapsedMs(this.puzzle, performance.now());
  }

  setGhost(show: boolean): void {
    this.showGhost = show;
    this.requestFrame();
  }

  /** The container changed size (ResizeObserver): same cut and progress, new scale. */
  resize(): void {
    const before = { ...this.cssSize };
    const ratio = this.view.scale;
    this.measure();
    if (before.width === this.cssSize.width && before.height === this.cssSize.height && ratio === this.view.scale)
      return;
    if (this.cssSize.width < 10 || this.cssSize.height < 10) return;
    const { imageWidth, imageHeight, pieceCount } = this.puzzle;
    const layout = fitBoard(this.playArea(), imageWidth, imageHeight, pieceCount);
    this.controller.setPuzzle(relayoutPuzzle(this.puzzle, layout, performance.now()));
    this.options.onLayout(this.puzzle.layout);
    this.renderer.prepare(this.puzzle, this.view);
    this.renderer.invalidate();
    this.requestFrame();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.saver.flush();
    cancelAnimationFrame(this.frame);
    for (const cleanup of this.cleanups) cleanup();
  }

  // ── setup ─────────────────────────────────────────────────────────────────────────────────

  private playArea() {
    return { x: 0, y: 0, width: this.cssSize.width, height: this.cssSize.height };
  }

  /** Canvas backing store in device pixels; world units are CSS pixels. */
  private measure(): void {
    const width = Math.max(1, Math.floor(this.canvas.clientWidth));
    const height = Math.max(1, Math.floor(this.canvas.clientHeight));
    const ratio = Math.min(MAX_CANVAS_RATIO, Math.max(1, window.devicePixelRatio || 1));
    this.cssSize = { width, height };
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (this.canvas.width !== pixelWidth) this.canvas.width = pixelWidth;
    if (this.canvas.height !== pixelHeight) this.canvas.height = pixelHeight;
    this.view = { scale: ratio, offsetX: 0, offsetY: 0, canvasWidth: pixelWidth, canvasHeight: pixelHeight };
  }

  private listen(): void {
    const c = this.controller;
    const { sounds } = this.options;
    const onAnnounce = (a: Announcement) => this.announce(a);
    this.cleanups.push(
      c.on("change", (e) => {
        this.renderer.invalidate(e.drag ? "drag" : "all");
        this.requestFrame();
        if (c.pointer.name === "idle") this.saver.schedule();
        // sliding the tray is playing too: the hint hand (which pointed at a piece that has moved) can go
        if (c.pointer.name === "scrolling") this.options.onFirstTouch();
      }),
      c.on("pickup", () => {
        sounds.pickup();
        this.options.onFirstTouch();
      }),
      c.on("miss", () => sounds.miss()),
      c.on("hint", () => {
        this.requestFrame();
        onAnnounce({ kind: "glow" });
      }),
      c.on("select", (e) => {
        if (e.pieceId === null) return onAnnounce({ kind: "deselected" });
        this.options.onFirstTouch();
        // its place in the walking order, not its id: ids follow the solution
        const ids = selectableIds(this.puzzle);
        const group = this.puzzle.pieces[e.pieceId]?.group;
        onAnnounce({
          kind: "selected",
          piece: ids.findIndex((id) => this.puzzle.pieces[id]?.group === group) + 1,
          total: ids.length,
        });
      }),
      c.on("snap", (e) => {
        sounds.snap();
        vibrate(25);
        this.renderer.pulse(e.pieceIds, performance.now());
        this.reportProgress();
        const placed = this.puzzle.pieces.filter((p) => p.locked).length;
        onAnnounce({ kind: "snapped", placed, total: this.puzzle.pieces.length });
      }),
      c.on("join", () => {
        sounds.join();
        onAnnounce({ kind: "joined" });
      }),
      c.on("complete", (e) => {
        sounds.complete();
        vibrate([30, 60, 30, 60, 80]);
        this.finishedAt = performance.now();
        onAnnounce({ kind: "complete", elapsedMs: e.elapsedMs });
        this.options.onComplete(e.elapsedMs);
        // nothing left to resume: the next visit starts a new game
        forgetGame(this.options.saveKey);
      }),
    );
    this.cleanups.push(
      attachPuzzleInput(this.canvas, c, {
        gesture: () => sounds.unlock(),
        announce: onAnnounce,
        released: () => this.saver.schedule(),
      }),
    );
    this.on(document, "visibilitychange", () => this.saver.visibility(document.visibilityState === "hidden"));
    this.on(window, "pagehide", () => this.saver.flush());
  }

  private on<E extends Event = PointerEvent>(target: EventTarget, type: string, listener: (e: E) => void): void {
    const handler = listener as unknown as EventListener;
    target.addEventListener(type, handler);
    this.cleanups.push(() => target.removeEventListener(type, handler));
  }

  private announce(a: Announcement): void {
    this.announcer.add(a);
  }

  // ── progress, drawing ─────────────────────────────────────────────────────────────────────

  private reportProgress(): void {
    this.options.onProgress(this.puzzle.pieces.filter((p) => p.locked).length, this.puzzle.pieces.length);
  }

  private requestFrame(): void {
    if (this.frame || this.destroyed) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      const c = this.controller;
      const scene = {
        puzzle: c.puzzle,
        view: this.view,
        showGhost: this.showGhost,
        selectedPieceId: c.selectedPieceId,
        slotCursor: c.slotCursor,
        liftedGroup: c.liftedGroup,
        hintPieceId: c.hintPieceId,
        finishedAt: this.finishedAt,
        calm: this.options.calm(),
        now,
      };
      this.renderer.render(this.ctx, scene);
      // snap pulses, a glowing hint and the finishing fade keep the loop going until they settle
      if (this.renderer.animating(scene)) this.requestFrame();
    });
  }
}
