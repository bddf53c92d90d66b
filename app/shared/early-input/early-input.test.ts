import { describe, expect, it } from "vitest";
import { EARLY_PATH_LIMIT, EARLY_POINT_ATTRIBUTE, EARLY_POINTS_GLOBAL, EARLY_TAPS_GLOBAL } from "~/shared/early-taps";
import { recordEarlyPoints } from "./points";
import { recordEarlyTaps } from "./taps";

type Listener = (event: Record<string, unknown>) => void;

/** A window as far as the early-input script uses it: its listeners, fired by hand. */
function fakeWindow() {
  const listeners = new Map<string, Listener[]>();
  const view = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string, event: Record<string, unknown>) => {
      for (const listener of listeners.get(type) ?? []) listener({ isTrusted: true, ...event });
    },
  } as Record<string, unknown> & { fire: (type: string, event: Record<string, unknown>) => void };
  return { view, window: view as unknown as Window & Record<string, unknown> };
}

interface FakeElement {
  attributes: Set<string>;
  hasAttribute(name: string): boolean;
  closest(selector: string): FakeElement | null;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
}

/** An element that answers closest() from a list of the selectors it matches, inside `parent`. */
function element(matches: string[], parent: FakeElement | null = null, extra: object = {}): FakeElement {
  const attributes = new Set<string>();
  const node: FakeElement = {
    attributes,
    hasAttribute: (name) => attributes.has(name),
    closest: (selector) =>
      selector.split(",").some((one) => matches.includes(one)) ? node : (parent?.closest(selector) ?? null),
    getBoundingClientRect: () => ({ left: 10, top: 10, width: 100, height: 40 }),
  };
  return Object.assign(node, extra);
}

describe("the taps kept before the page's script runs", () => {
  it("keeps each control that needs script once, and no link, submit button or untrusted click", () => {
    const { view, window } = fakeWindow();
    recordEarlyTaps(window);
    const button = element(["button"]);
    const inLink = element(["button"], element(["a[href]"]));
    const submit = element(["button"], null, { type: "submit", form: {} });
    view.fire("click", { target: button });
    view.fire("click", { target: button });
    view.fire("click", { target: inLink });
    view.fire("click", { target: submit });
    view.fire("click", { target: element(["button"]), isTrusted: false });
    expect(window[EARLY_TAPS_GLOBAL]).toEqual([button]);
  });

  it("stops keeping them once the page has taken the list", () => {
    const { view, window } = fakeWindow();
    recordEarlyTaps(window);
    const kept = window[EARLY_TAPS_GLOBAL] as unknown[];
    window[EARLY_TAPS_GLOBAL] = null;
    view.fire("click", { target: element(["button"]) });
    expect(kept).toEqual([]);
  });
});

describe("the presses kept on a marked surface", () => {
  const press = { isPrimary: true, button: 0, pointerId: 1 };

  it("keeps where a press landed and where the finger went, as fractions of the surface, until it lifts", () => {
    const { view, window } = fakeWindow();
    recordEarlyPoints(window);
    const surface = element([`[${EARLY_POINT_ATTRIBUTE}]`]);
    surface.attributes.add(EARLY_POINT_ATTRIBUTE);
    view.fire("pointerdown", { ...press, target: element([], surface), clientX: 60, clientY: 30 });
    view.fire("pointermove", { pointerId: 1, clientX: 110, clientY: 50 });
    view.fire("pointermove", { pointerId: 2, clientX: 10, clientY: 10 });
    view.fire("pointerup", { pointerId: 1 });
    view.fire("pointermove", { pointerId: 1, clientX: 10, clientY: 10 });
    const [point] = window[EARLY_POINTS_GLOBAL] as { target: unknown; x: number; y: number; path: unknown[] }[];
    expect(point).toMatchObject({ target: surface, x: 0.5, y: 0.5, path: [{ x: 1, y: 1 }] });
  });

  it("ignores presses elsewhere, secondary buttons, and moves once the surface listens itself or past the limit", () => {
    const { view, window } = fakeWindow();
    recordEarlyPoints(window);
    const surface = element([`[${EARLY_POINT_ATTRIBUTE}]`]);
    surface.attributes.add(EARLY_POINT_ATTRIBUTE);
    view.fire("pointerdown", { ...press, target: element([]), clientX: 60, clientY: 30 });
    view.fire("pointerdown", { ...press, button: 2, target: surface, clientX: 60, clientY: 30 });
    expect(window[EARLY_POINTS_GLOBAL]).toEqual([]);
    view.fire("pointerdown", { ...press, target: surface, clientX: 60, clientY: 30 });
    for (let i = 0; i < EARLY_PATH_LIMIT + 5; i++) view.fire("pointermove", { pointerId: 1, clientX: 60, clientY: 30 });
    const [point] = window[EARLY_POINTS_GLOBAL] as { path: unknown[] }[];
    expect(point.path).toHaveLength(EARLY_PATH_LIMIT);
  });
});

describe("the early-input script", () => {
  it("is built, with what it imports, into one classic script", async () => {
    const { default: script } = await import("./early-input.script.ts?inline-script");
    expect(script).toContain("pointerdown");
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });
});
