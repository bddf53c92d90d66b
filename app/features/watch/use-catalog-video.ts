import { useEffect, useState, type RefObject } from "react";
import { trackEvent } from "~/ui/use-page-views";
import type { Locale } from "~/shared/locales";
import { keepPosition, readPosition, resumeFrom } from "./resume";
import { seekStep, seekTarget } from "./seek-keys";
import { HLS_TYPE, playWithoutNativeHls, started } from "./without-native-hls";

export { HLS_TYPE } from "./without-native-hls";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The behaviour of the page's <video> once scripts run, without ever reloading it: the MP4 or hls.js where the
 * browser has no HLS (without-native-hls.ts), resume where
 * the child stopped (only if nothing played yet), keep the position, count starts and ends, and the seek keys.
 * Returns whether the video has ended (the end screen shows then).
 */
export function useCatalogVideo(
  element: RefObject<HTMLVideoElement | null>,
  frame: RefObject<HTMLElement | null>,
  options: { id: string; url: string; fallbackUrl?: string; locale: Locale },
): { ended: boolean } {
  const { id, url, fallbackUrl, locale } = options;
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    setEnded(el.ended);
    const detach =
      url.endsWith(".m3u8") && !el.canPlayType(HLS_TYPE)
        ? playWithoutNativeHls(el, url, { hasFallback: Boolean(fallbackUrl), playerWidth: el.clientWidth })
        : () => {};
    let counted = started(el);
    if (counted) trackEvent("event", `video_start:${id}`, window.location.pathname, locale);
    const resume = () => {
      if (started(el)) return;
      const from = resumeFrom(readPosition(storage(), id), el.duration);
      if (from > 0) el.currentTime = from;
    };
    if (el.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    const keep = () => keepPosition(storage(), id, el.currentTime, el.duration);
    let lastKept = 0;
    const onTime = () => {
      if (Math.abs(el.currentTime - lastKept) < 3) return;
      lastKept = el.currentTime;
      keep();
    };
    const onPlay = () => {
      setEnded(false);
      if (counted) return;
      counted = true;
      trackEvent("event", `video_start:${id}`, window.location.pathname, locale);
    };
    const onEnded = () => {
      keepPosition(storage(), id, el.duration, el.duration);
      counted = false;
      setEnded(true);
      trackEvent("event", `video_complete:${id}`, window.location.pathname, locale);
    };
    el.addEventListener("loadedmetadata", resume, { once: true });
    el.addEventListener("timeupdate", onTime);
    el.addEventListener("pause", keep);
    el.addEventListener("play", onPlay);
    el.addEventListener("ended", onEnded);
    window.addEventListener("pagehide", keep);
    return () => {
      if (!el.ended && el.currentTime > 0) keep();
      el.removeEventListener("loadedmetadata", resume);
      el.removeEventListener("timeupdate", onTime);
      el.removeEventListener("pause", keep);
      el.removeEventListener("play", onPlay);
      el.removeEventListener("ended", onEnded);
      window.removeEventListener("pagehide", keep);
      detach();
    };
    // The language only changes labels, never the playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, url]);

  // The seek keys anywhere in the player (the video, its buttons, the time slider, whose own arrow step is a fraction
  // of a second): captured before the slider or Media Chrome see them. The volume slider keeps its arrows.
  useEffect(() => {
    const root = frame.current;
    const el = element.current;
    if (!root || !el) return;
    const onKey = (event: KeyboardEvent) => {
      const step = seekStep(event.key, event);
      if (step === null || event.defaultPrevented) return;
      const target = event.target as Element | null;
      if (target?.closest("media-volume-range")) return;
      event.preventDefault();
      event.stopPropagation();
      el.currentTime = seekTarget(el.currentTime, step, el.duration);
    };
    root.addEventListener("keydown", onKey, { capture: true });
    return () => root.removeEventListener("keydown", onKey, { capture: true });
  }, [element, frame]);

  return { ended };
}
