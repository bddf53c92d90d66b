import vm from "node:vm";
import { describe, expect, it } from "vitest";
import menuScript from "./plain-menu.script.ts?inline-script";
import { MENU_BUTTON_ID, MENU_HYDRATED_ATTRIBUTE, openPlainMenuOnTap, PLAIN_MENU_ID } from "./plain-menu";

/** Just enough of an element for the script: attributes, `hidden` and click listeners. */
class FakeElement extends EventTarget {
  hidden = true;
  readonly attributes = new Map<string, string>();
  hasAttribute = (name: string) => this.attributes.has(name);
  setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
  click = () => void this.dispatchEvent(new Event("click"));
}

function page() {
  const button = new FakeElement();
  const menu = new FakeElement();
  const ids: Record<string, FakeElement> = { [MENU_BUTTON_ID]: button, [PLAIN_MENU_ID]: menu };
  const document = { getElementById: (id: string) => (ids[id] ?? null) as unknown as HTMLElement | null };
  return { button, menu, document };
}

describe("the plain menu before hydration", () => {
  it("opens and closes the plain menu at a tap, and says so on the button", () => {
    const { button, menu, document } = page();
    openPlainMenuOnTap(document);
    button.click();
    expect([menu.hidden, button.attributes.get("aria-expanded")]).toEqual([false, "true"]);
    button.click();
    expect([menu.hidden, button.attributes.get("aria-expanded")]).toEqual([true, "false"]);
  });

  it("leaves the tap to React once the button is hydrated", () => {
    const { button, menu, document } = page();
    openPlainMenuOnTap(document);
    button.setAttribute(MENU_HYDRATED_ATTRIBUTE, "");
    button.click();
    expect(menu.hidden).toBe(true);
  });

  it("does nothing on a page without the menu", () => {
    expect(() => openPlainMenuOnTap({ getElementById: () => null })).not.toThrow();
  });

  it("is built into one classic script that runs the same code", () => {
    const { button, menu, document } = page();
    // The built script, run as a browser runs an inline script: at the top level, with `document` in scope.
    vm.runInNewContext(menuScript, { document });
    button.click();
    expect(menu.hidden).toBe(false);
    expect(menuScript).not.toMatch(/^\s*(import|export)\b/m);
  });
});
