import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ToolKind } from "~/games/coloring";
import { useSpeaker } from "~/ui/use-speaker";
import type { ColoringSession } from "./coloring-session";

/**
 * Spoken hints for children who cannot read (issue 13), in the page's language, silenced by the sound button:
 * while the hand still shows the first move (nothing drawn yet), the first press anywhere (a colour, a tool, a
 * line of the picture; not the sound button) says what to do, once per visit; Done says "well done". Speech may only start from a
 * gesture, so nothing is said on arrival.
 */
export function useColoringSpeech(session: ColoringSession | null, tool: ToolKind, muted: boolean) {
  const { t, i18n } = useTranslation();
  const speaker = useSpeaker(muted);
  const hintSaid = useRef(false);
  return useMemo(
    () => ({
      gesture: (event: { target: EventTarget | null }) => {
        speaker.unlock();
        const state = session?.getState();
        if (hintSaid.current || !state || state.status !== "ready" || state.started) return;
        // the sound button only allows speech: switching sound off must not start a sentence
        if (event.target instanceof Element && event.target.closest("[aria-pressed]")) return;
        const key = tool === "brush" || tool === "eraser" ? "Coloring Spoken Hint Draw" : "Coloring Spoken Hint Fill";
        hintSaid.current = speaker.say(t(key), i18n.language);
      },
      done: () => speaker.say(t("Coloring Spoken Done"), i18n.language),
    }),
    [speaker, session, tool, t, i18n.language],
  );
}
