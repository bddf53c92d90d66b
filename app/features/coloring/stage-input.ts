// Pointer input on the coloring stage, without React: a second finger or a middle-button drag drives the view
// (StageView); everything else becomes tool-machine calls in page pixels, handed to the session (which queues them
// until the page is ready).
import type { PointerSample } from "~/games/coloring";
import type { StageView } from "./stage-view";

export type Call = { kind: "down" | "move" | "up" | "cancel"; sample: PointerSample };

export function listenToStage(
  viewport: HTMLElement,
  view: StageView,
  input: (call: Call) => void,
  unlock: () => void,
): () => void {
  const sample = (e: PointerEvent): PointerSample => {
    const point = view.toPage(view.screen(e.clientX, e.clientY));
    return {
      x: point.x,
      y: point.y,
      pressure: e.pressure,
      pointerType: e.pointerType,
      buttons: e.buttons,
      pointerId: e.pointerId,
    };
  };
  const down = (e: PointerEvent) => {
    // Buttons on the page (a sticker's delete button) handle their own press: no capture, no tool action.
    if ((e.target as Element | null)?.closest?.("button")) return;
    unlock();
    viewport.setPointerCapture?.(e.pointerId);
    const screen = view.screen(e.clientX, e.clientY);
    if (e.pointerType === "mouse" && e.button === 1) {
      // Middle-button drag pans a zoomed page.
      e.preventDefault();
      view.startPan(screen);
      return;
    }
    if (e.pointerType === "touch") view.touches.set(e.pointerId, screen);
    input({ kind: "down", sample: sample(e) });
    if (view.pinching) view.restartPinch();
  };
  const move = (e: PointerEvent) => {
    const screen = view.screen(e.clientX, e.clientY);
    if (view.panTo(screen)) return;
    if (e.pointerType === "touch" && view.touches.has(e.pointerId)) view.touches.set(e.pointerId, screen);
    if (view.pinching) return view.pinchMove();
    // Every sample the browser coalesced into this event, for smooth fast strokes.
    const events = e.getCoalescedEvents?.() ?? [];
    for (const event of events.length ? events : [e]) input({ kind: "move", sample: sample(event) });
  };
  const end = (e: PointerEvent) => {
    if (view.endPan()) return;
    const wasPinch = view.pinching;
    view.touches.delete(e.pointerId);
    input({ kind: e.type === "pointercancel" ? "cancel" : "up", sample: sample(e) });
    if (wasPinch) {
      view.restartPinch();
      view.settle();
    }
  };
  const listeners: [string, (e: PointerEvent) => void][] = [
    ["pointerdown", down],
    ["pointermove", move],
    ["pointerup", end],
    ["pointercancel", end],
  ];
  for (const [type, fn] of listeners) viewport.addEventListener(type, fn as EventListener);
  return () => {
    for (const [type, fn] of listeners) viewport.removeEventListener(type, fn as EventListener);
  };
}
