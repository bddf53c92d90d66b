import { EARLY_TAPS_GLOBAL } from "~/shared/early-taps";

type TapWindow = Window & { [EARLY_TAPS_GLOBAL]?: HTMLElement[] | null };

/**
 * Keeps each control that needs script and is tapped before React listens, for entry.client to replay once the page
 * has hydrated (features/frame/early-taps.ts): not links, not a form's submit button (those work without script), not a control
 * with its own early handler (`data-early-tap`). Recording stops when entry.client takes the list.
 */
export function recordEarlyTaps(target: TapWindow): void {
  const taps: HTMLElement[] = [];
  target[EARLY_TAPS_GLOBAL] = taps;
  target.addEventListener(
    "click",
    (event) => {
      if (target[EARLY_TAPS_GLOBAL] !== taps || !event.isTrusted) return;
      const control = (event.target as Element | null)?.closest?.<HTMLElement>("button,[role=button]");
      if (!control || control.closest("a[href],[data-early-tap]")) return;
      const { type, form } = control as Partial<HTMLButtonElement>;
      if (type === "submit" && form) return;
      if (!taps.includes(control)) taps.push(control);
    },
    true,
  );
}
