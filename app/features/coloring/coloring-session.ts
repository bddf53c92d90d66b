// The DOM glue between the coloring stage and the engine, without React (the same canvas-shell pattern as the
// puzzle's puzzle-game.ts): loading the page (precomputed regions, the saved drawing), pointer, keyboard and view
// input, a requestAnimationFrame redraw of what changed, autosave, sounds. Input that arrives before the page is
// ready is queued and replayed, so an early tap is never lost. React subscribes to `getState()` and renders.
import {
  createColoringPage,
  createToolMachine,
  KeyboardPainter,
  MIN_ZOOM,
  type ColoringPage,
  type CommitKind,
  type Layer,
  type SavedPage,
  type StickerItem,
  type ToolMachine,
  type ToolSettings,
} from "~/games/coloring";
import { takeEarlyPoints } from "~/ui/early-points";
import { ColoringSounds } from "./coloring-sounds";
import { PAGE_SIZE, prepareLines } from "./line-art";
import { isShelfSignedIn } from "~/ui/shelf/shelf-store";
import { accountToSaved, fetchAccountDrawing } from "./account-drawing";
import { needsUpload, newerCopy } from "./drawing-choice";
import { keepAccountCopy, loadDrawing, noteOnShelf, saveDrawing } from "./paint-store";
import { stickerBitmap } from "./sticker-bitmaps";
import { drawAll, drawDirty, type StageCanvases } from "./stage-canvases";
import { listenToStage, type Call } from "./stage-input";
import { StageView } from "./stage-view";
import { yieldToPage } from "./yield-to-page";

export interface StageElements extends StageCanvases {
  viewport: HTMLElement;
  sheet: HTMLElement;
}

export interface SessionState {
  status: "loading" | "ready" | "error";
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  cursor: { x: number; y: number; penDown: boolean };
  stickers: readonly StickerItem[];
  selected: StickerItem | null;
  /** Something was drawn in this visit (the first-move hint steps aside). */
  started: boolean;
}

/** Before the page is ready (also what the server renders). */
export const LOADING: SessionState = {
  status: "loading",
  canUndo: false,
  canRedo: false,
  zoom: MIN_ZOOM,
  cursor: { x: PAGE_SIZE / 2, y: PAGE_SIZE / 2, penDown: false },
  stickers: [],
  selected: null,
  started: false,
};

const SAVE_DELAY_MS = 400;
/** On-screen reach of a sticker's resize handle, in CSS pixels. */
const HANDLE_REACH_PX = 30;

export class ColoringSession {
  readonly pageKey: string;
  readonly sounds = new ColoringSounds();
  page: ColoringPage | null = null;
  tools: ToolMachine | null = null;
  #painter: KeyboardPainter | null = null;
  #state: SessionState;
  #listeners = new Set<() => void>();
  #queue: Call[] = [];
  #settings: Partial<ToolSettings> = {};
  #elements: StageElements | null = null;
  #frame = 0;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;
  #stickerImages = new Map<string, Layer>();
  #stickersVersion = -1;
  #destroyed = false;
  readonly #view = new StageView(PAGE_SIZE, (view, settled) => {
    if (this.tools) this.tools.settings.handleRadius = this.#view.pagePixels(HANDLE_REACH_PX);
    if (settled) this.#set({ zoom: Math.round(view.zoom * 100) / 100 });
  });

  readonly #source: { lineArtUrl: string | null; regionUrl: string | null };

  constructor(pageKey: string, source: { lineArtUrl: string | null; regionUrl: string | null }) {
    this.pageKey = pageKey;
    this.#source = source;
    this.#state = LOADING;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = (): SessionState => this.#state;

  async load(): Promise<void> {
    try {
      // The saved drawings (this browser's, and the account's for a signed-in child) are read while the regions
      // download: none waits for the others.
      const [prepared, saved] = await Promise.all([
        prepareLines(this.#source.lineArtUrl, this.#source.regionUrl),
        this.#loadNewerDrawing(),
      ]);
      const page = createColoringPage({ lines: prepared.lines, regions: prepared.regions });
      if (this.#destroyed) return;
      if (saved) page.restore(saved.page);
      // A breath between building the page and drawing it, so neither makes one long task with the other.
      await yieldToPage();
      if (this.#destroyed) return;
      this.page = page;
      this.tools = createToolMachine(page, { settings: this.#settings, onCommit: (kind) => this.#committed(kind) });
      this.#painter = new KeyboardPainter(this.tools);
      this.tools.settings.handleRadius = this.#view.pagePixels(HANDLE_REACH_PX);
      if (this.#elements) drawAll(page, this.#elements, { fresh: !saved });
      for (const call of this.#queue.splice(0)) this.#dispatch(call);
      this.#set({ status: "ready" });
      this.#sync();
      performance.mark("coloring:ready");
      saved?.afterOpen(page);
    } catch {
      if (!this.#destroyed) this.#set({ status: "error" });
    }
  }

  /**
   * The newer of this browser's drawing and the account's (drawing-choice.ts), and what to do once the page shows it:
   * keep the account's copy here, or send this browser's to the account when the account lags behind.
   */
  async #loadNewerDrawing(): Promise<{ page: SavedPage; afterOpen: (page: ColoringPage) => void } | null> {
    const key = this.pageKey;
    const signedIn = isShelfSignedIn();
    const [local, account] = await Promise.all([
      loadDrawing(key, PAGE_SIZE, PAGE_SIZE),
      signedIn ? fetchAccountDrawing(key) : null,
    ]);
    const fits = account && account.width === PAGE_SIZE && account.height === PAGE_SIZE ? account : null;
    const choice = newerCopy(local?.copy ?? null, fits);
    if (choice === "account" && fits) {
      const page = await accountToSaved(fits).catch(() => null);
      if (page) return { page, afterOpen: (opened) => void keepAccountCopy(key, opened, fits.updatedAt) };
    }
    if (!local) return null;
    const upload = signedIn && needsUpload(local.copy, fits);
    return { page: local.saved, afterOpen: (opened) => upload && !opened.isBlank && noteOnShelf(key, opened) };
  }

  attach(elements: StageElements): () => void {
    this.#elements = elements;
    const { viewport } = elements;
    const detachView = this.#view.attach(viewport, elements.sheet);
    const stopInput = listenToStage(
      viewport,
      this.#view,
      (call) => this.#input(call),
      () => this.sounds.unlock(),
    );
    // Taps and lines on the sheet before this session listened (a phone shows the sheet at first paint) join the queue.
    takeEarlyPoints(elements.sheet).forEach(({ x, y, path }, i) => {
      const sample = (p: { x: number; y: number }, buttons = 1) => ({
        x: p.x * PAGE_SIZE,
        y: p.y * PAGE_SIZE,
        pressure: 0.5,
        pointerType: "touch",
        buttons,
        pointerId: -1 - i,
      });
      this.#input({ kind: "down", sample: sample({ x, y }) });
      for (const point of path) this.#input({ kind: "move", sample: sample(point) });
      this.#input({ kind: "up", sample: sample(path.at(-1) ?? { x, y }, 0) });
    });
    const onHide = () => void (this.#saveTimer && this.flushSave());
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    this.#drawAll();
    return () => {
      stopInput();
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      detachView();
      this.#elements = null;
    };
  }

  /** Tool, colour, sizes, sticker: kept until the page is ready, then applied (a tap queued meanwhile uses them). */
  setTools(settings: Partial<ToolSettings>): void {
    this.#settings = { ...this.#settings, ...settings };
    this.tools?.set(settings);
    this.#sync();
  }

  undo(): void {
    if (this.page?.undo()) this.#changed();
  }

  redo(): void {
    if (this.page?.redo()) this.#changed();
  }

  clear(): void {
    if (this.page?.clear()) this.#changed();
  }

  /** Nothing painted and no sticker yet (Clear has nothing to ask about). */
  isBlank(): boolean {
    return this.page?.isBlank ?? true;
  }

  deleteSelected(): void {
    const selected = this.page?.stickers.selected;
    if (selected && this.page?.removeSticker(selected.id)) this.#committed("sticker");
  }

  /** One key on the focused stage (KeyboardPainter); true when it was used. */
  key(key: string, shift: boolean): boolean {
    const painter = this.#painter;
    this.sounds.unlock();
    if (!painter || !painter.key(key, shift)) return false;
    this.#view.follow(painter.x, painter.y);
    this.#set({ cursor: { x: painter.x, y: painter.y, penDown: painter.penDown } });
    this.#afterInput();
    return true;
  }

  /** The stage lost focus: lift a keyboard pen. */
  blur(): void {
    if (!this.#painter?.penDown) return;
    this.#painter.lift();
    this.#set({ cursor: { ...this.#state.cursor, penDown: false } });
    this.#afterInput();
  }

  zoomBy(factor: number): void {
    this.#view.zoomBy(factor);
  }

  fitPage(): void {
    this.#view.fitPage();
  }

  /** The finished picture with its stickers (their bitmaps loaded first), or null before the page is ready. */
  async picture(): Promise<Layer | null> {
    const page = this.page;
    if (!page) return null;
    await Promise.all(page.stickers.items.map((s) => this.#loadSticker(s.name)));
    return page.toImage({ stickerImages: this.#stickerImages });
  }

  /** The same, at once, with whatever sticker bitmaps are already loaded (the browser's own Print). */
  pictureNow(): Layer | null {
    return this.page?.toImage({ stickerImages: this.#stickerImages }) ?? null;
  }

  async flushSave(): Promise<void> {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    if (this.page) await saveDrawing(this.pageKey, this.page);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (this.#saveTimer) void this.flushSave();
    cancelAnimationFrame(this.#frame);
    this.sounds.dispose();
    this.#listeners.clear();
  }

  #input(call: Call): void {
    if (this.tools) return this.#dispatch(call);
    // Not ready yet: keep presses (and the moves of a press) to replay once it is.
    if (call.kind !== "move" || this.#queue.some((c) => c.kind === "down")) this.#queue.push(call);
  }

  #dispatch({ kind, sample }: Call): void {
    const tools = this.tools;
    if (!tools) return;
    if (kind === "down") tools.pointerDown(sample);
    else if (kind === "move") tools.pointerMove(sample);
    else if (kind === "up") tools.pointerUp(sample);
    else tools.pointerCancel(sample);
    this.#afterInput();
  }

  #afterInput(): void {
    this.#requestDraw();
    this.#sync();
  }

  #committed(kind: CommitKind): void {
    this.sounds.committed(kind);
    this.#changed();
  }

  /** After any new or undone step: buttons, redraw, autosave. */
  #changed(): void {
    this.#set({ started: true });
    this.#afterInput();
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => void this.flushSave(), SAVE_DELAY_MS);
  }

  #sync(): void {
    const page = this.page;
    if (!page) return;
    const next: Partial<SessionState> = {};
    if (page.canUndo !== this.#state.canUndo || page.canRedo !== this.#state.canRedo)
      Object.assign(next, { canUndo: page.canUndo, canRedo: page.canRedo });
    if (page.stickers.version !== this.#stickersVersion) {
      this.#stickersVersion = page.stickers.version;
      Object.assign(next, { stickers: page.stickers.items, selected: page.stickers.selected });
      for (const s of page.stickers.items) void this.#loadSticker(s.name).catch(() => {});
    }
    if (Object.keys(next).length) this.#set(next);
  }

  async #loadSticker(name: string): Promise<void> {
    if (!this.#stickerImages.has(name)) this.#stickerImages.set(name, await stickerBitmap(name));
  }

  #set(change: Partial<SessionState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }

  #requestDraw(): void {
    if (!this.#frame) this.#frame = requestAnimationFrame(this.#draw);
  }

  #draw = () => {
    this.#frame = 0;
    if (this.page && this.#elements) drawDirty(this.page, this.#elements);
  };

  #drawAll(): void {
    if (this.page && this.#elements) drawAll(this.page, this.#elements);
  }
}
