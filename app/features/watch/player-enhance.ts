/**
 * The player's controls, a chunk of its own fetched after the page is up: Media Chrome's custom elements, defined
 * here, upgrade the <media-controller> and controls the server already sent around the browser's own <video>, so a
 * video that is already playing keeps playing. Only the elements the player shows are loaded.
 */
import { addTranslation, setLanguage } from "media-chrome/dist/utils/i18n.js";

/** Gives Media Chrome its labels in `locale` (it reads them when a control renders), then defines the controls. */
export async function defineControls(locale: string, labels: Record<string, string>): Promise<void> {
  addTranslation(locale, labels);
  setLanguage(locale);
  await import("./player-elements");
}

/** Labels for a later change of language (the controls are already defined). */
export function relabel(locale: string, labels: Record<string, string>): void {
  addTranslation(locale, labels);
  setLanguage(locale);
}
