import { useEffect, useState } from "react";
import { Speaker } from "~/games/speech/speaker";

/** One Speaker for the life of a component, following the sound button (`muted`) and silenced when it unmounts. */
export function useSpeaker(muted: boolean): Speaker {
  const [speaker] = useState(() => new Speaker());
  speaker.muted = muted;
  useEffect(() => () => speaker.stop(), [speaker]);
  return speaker;
}
