/**
 * The player's controls, a chunk of its own fetched after the page is up: Media Chrome's custom elements, defined
 * here, upgrade the <media-controller> and controls the server already sent around the browser's own <video>, so a
 * video that is already playing keeps playing. Only the elements the player shows are loaded.
 */
import { addTranslation, setLanguage } from "media-chrome/dist/utils/i18n.js";

/** A turn of the event loop, so the browser can paint and answer a tap between two definitions. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Gives Media Chrome its labels in `locale` (it reads them when a control renders), then defines the controls in three
 * parts, a task each: defining an element upgrades every one on the page at once, and all eleven together were one
 * task of 50-100 ms on this machine (×4 on a phone). The controller first, so each control finds it as it upgrades.
 */
export async function defineControls(locale: string, labels: Record<string, string>): Promise<void> {
  addTranslation(locale, labels);
  setLanguage(locale);
  await import("./player-elements");
  await nextTask();
  await import("./player-buttons");
  await nextTask();
  await import("./player-ranges");
}

/** Labels for a later change of language (the controls are already defined). */
export function relabel(locale: string, labels: Record<string, string>): void {
  addTranslation(locale, labels);
  setLanguage(locale);
}
