// Pointer and keyboard input on the puzzle's <canvas>, turned into controller calls in world units (CSS px
// within the canvas). Split from puzzle-game.ts: that file owns the game's life, this one only the input.
import type { PuzzleController } from "~/games/puzzle/index.ts";
import type { Announcement } from "./announcer";

export interface PuzzleInputHooks {
  /** A press or key: the first user gesture unlocks sound (and speech). */
  gesture(): void;
  announce(announcement: Announcement): void;
  /** A finger or button was lifted: a good moment to save. */
  released(): void;
}

/** Listens on the canvas until the returned function is called. */
export function attachPuzzleInput(
  canvas: HTMLCanvasElement,
  controller: PuzzleController,
  hooks: PuzzleInputHooks,
): () => void {
  // the canvas does not move while a gesture runs, so its rectangle is read once per gesture
  let rect: DOMRect | null = null;
  const toWorld = (e: PointerEvent) => {
    rect ??= canvas.getBoundingClientRect();
    return { id: e.pointerId, x: e.clientX - rect.left, y: e.clientY - rect.top, pointerType: e.pointerType };
  };

  const pointerDown = (e: PointerEvent) => {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    rect = null;
    hooks.gesture();
    if (controller.pointerDown(toWorld(e))) {
      canvas.setPointerCapture(e.pointerId);
      canvas.style.cursor = "grabbing";
      e.preventDefault();
    }
  };

  const pointerMove = (e: PointerEvent) => {
    if (controller.pointer.name === "idle") {
      if (e.pointerType === "mouse") {
        rect = null;
        const p = toWorld(e);
        canvas.style.cursor = controller.canGrabAt(p.x, p.y) ? "grab" : "";
      }
      return;
    }
    controller.pointerMove(toWorld(e));
  };

  const pointerUp = (e: PointerEvent) => {
    controller.pointerUp(toWorld(e));
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
    canvas.style.cursor = "";
    hooks.released();
  };

  const keyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    hooks.gesture();
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === "Enter" || key === " ") {
      e.preventDefault();
      // no piece chosen yet: Enter picks the first one, so the keys work without reading the help
      if (controller.selectedPieceId === null) {
        controller.selectNext();
        return;
      }
      const result = controller.placeSelectedAtCursor();
      if (result && result.snapped.length === 0) hooks.announce({ kind: "wrong-place" });
      return;
    }
    if (!controller.keyDown(key)) return;
    e.preventDefault();
    const cursor = controller.slotCursor;
    if (key.startsWith("Arrow") && cursor) hooks.announce({ kind: "slot", row: cursor.row + 1, col: cursor.col + 1 });
  };

  // a mouse wheel or touchpad over a tray with pieces out of view slides them (down/right shows the later ones)
  const wheel = (e: WheelEvent) => {
    const r = canvas.getBoundingClientRect();
    const { tray } = controller.puzzle.layout;
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    if (x < tray.x || y < tray.y || x > tray.x + tray.width || y > tray.y + tray.height) return;
    const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
    if (controller.scrollTray(-delta) !== 0) e.preventDefault();
  };

  const cancel = (e: PointerEvent) => controller.pointerCancel(toWorld(e));
  const listeners: [string, (e: never) => void][] = [
    ["pointerdown", pointerDown],
    ["pointermove", pointerMove],
    ["pointerup", pointerUp],
    ["pointercancel", cancel],
    ["lostpointercapture", cancel],
    ["keydown", keyDown],
  ];
  for (const [type, listener] of listeners) canvas.addEventListener(type, listener as unknown as EventListener);
  canvas.addEventListener("wheel", wheel, { passive: false });
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as unknown as EventListener);
    canvas.removeEventListener("wheel", wheel);
  };
}
