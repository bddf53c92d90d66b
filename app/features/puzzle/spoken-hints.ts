import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSpeaker } from "~/ui/use-speaker";
import type { Announcement } from "./announcer";

/**
 * Spoken hints for children who cannot read (issue 13), in the page's language and silenced by the sound button:
 * - the first move, said once when the child first presses or taps the board without picking a piece up while
 *   the hand still shows it (speech may only start from a gesture, so not on arrival; a press on a button only
 *   allows speech, so muting never starts a sentence);
 * - "its place is glowing" after two misses with a piece, and "well done" at the finish.
 */
export function useSpokenHints(muted: boolean, lang: string) {
  const { t } = useTranslation();
  const speaker = useSpeaker(muted);
  const state = useRef({ touched: false, hintSaid: false });
  return useMemo(
    () => ({
      /** A finger or key was lifted anywhere in the game: speech may start; the first move is said once. */
      gesture: (event: { target: EventTarget | null }) => {
        speaker.unlock();
        if (!(event.target instanceof HTMLCanvasElement) || state.current.touched || state.current.hintSaid) return;
        state.current.hintSaid = speaker.say(t("Puzzle Spoken Hint"), lang);
      },
      /** A piece was picked up: the child has found the first move alone. */
      touched: () => {
        state.current.touched = true;
      },
      afterEvents: (kinds: Announcement["kind"][]) => {
        if (kinds.includes("complete")) speaker.say(t("Puzzle Spoken Done"), lang);
        else if (kinds.includes("glow")) speaker.say(t("Puzzle Spoken Glow"), lang);
      },
      /** A new game: the first move may be said again. */
      reset: () => {
        state.current = { touched: false, hintSaid: false };
      },
    }),
    [speaker, t, lang],
  );
}
