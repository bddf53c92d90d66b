import { useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PauseGlyph, PlayGlyph } from "~/ui/glyphs";
import { autoplayAllowed, loopsPaused, nextLoopState, rememberLoopsPaused, showsPause } from "./background-loop";

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

interface NetworkInformation {
  saveData?: boolean;
}

/** Runs `work` once the page has loaded and the browser is idle, so the loop never competes with the first paint. */
function afterLoadAndIdle(work: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function")
      idleHandle = window.requestIdleCallback(() => !cancelled && work(), { timeout: 2000 });
    else idleHandle = window.setTimeout(() => !cancelled && work(), 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
      window.clearTimeout(idleHandle);
    }
  };
}

/**
 * A looping, muted background video over its poster (DESIGN §4.19). The poster is the page's picture (the
 * largest paint, preloaded); the video (`preload="none"`) is fetched only after the page has loaded and the
 * browser is idle, and then covers the poster from its first frame. Under reduced motion or Save-Data the poster
 * stays until the visitor presses play. The button pauses and plays (WCAG 2.2.2); a pause holds for the visit.
 */
export function BackgroundVideo({
  src,
  poster,
  priority = false,
}: {
  src: string | null;
  poster: string;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, dispatch] = useReducer(nextLoopState, "poster");

  useEffect(() => {
    if (!src) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    // A pause pressed earlier in the visit holds: the loop never starts, so it never flashes into motion.
    const allowed =
      !loopsPaused(sessionStore()) &&
      autoplayAllowed({
        reducedMotion: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
        saveData: connection?.saveData === true,
      });
    return afterLoadAndIdle(() => dispatch({ type: "idle", allowed }));
  }, [src]);

  // The element follows the state: play while starting or playing, pause otherwise.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (state === "starting") el.play().catch(() => dispatch({ type: "refused" }));
    else if (state === "paused" && !el.paused) el.pause();
  }, [state]);

  const posterImage = (
    <img
      src={poster}
      alt=""
      width={1600}
      height={900}
      className="bg-media"
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!src) return posterImage;
  const pauseOffered = showsPause(state);
  return (
    <>
      {posterImage}
      <video
        ref={video}
        className="bg-media"
        src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-state={state}
        // Until its first frame the video is transparent, so the poster stays visible underneath.
        style={{ opacity: state === "poster" ? 0 : 1, transition: "opacity 0.4s" }}
        onPlaying={() => dispatch({ type: "playing" })}
      />
      <button
        type="button"
        className="bg-toggle"
        aria-label={pauseOffered ? t("Pause video") : t("Play video")}
        onClick={() => {
          rememberLoopsPaused(sessionStore(), pauseOffered);
          dispatch({ type: "toggle" });
        }}
      >
        {pauseOffered ? <PauseGlyph size={22} /> : <PlayGlyph size={22} />}
      </button>
    </>
  );
}
