import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PauseGlyph, PlayGlyph } from "~/features/frame/glyphs";

/**
 * A looping, muted background video with its poster; without a video URL (no CDN) the poster illustration
 * stands in (DESIGN §4.19). The video has a pause button (WCAG 2.2.2) and stays still under reduced motion.
 */
export function BackgroundVideo({ src, poster, priority = false }: { src: string | null; poster: string; priority?: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!src || !video.current) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
      video.current.pause();
      setPlaying(false);
    }
  }, [src]);

  if (!src) {
    return <img src={poster} alt="" width={1600} height={900} className="bg-media" fetchPriority={priority ? "high" : undefined} />;
  }
  return (
    <>
      <video ref={video} className="bg-media" src={src} poster={poster} autoPlay muted loop playsInline preload="metadata" aria-hidden="true" />
      <button
        type="button"
        className="bg-toggle"
        aria-label={playing ? t("Pause video") : t("Play video")}
        onClick={() => {
          const el = video.current;
          if (!el) return;
          if (el.paused) void el.play();
          else el.pause();
          setPlaying(!el.paused);
        }}
      >
        {playing ? <PauseGlyph size={22} /> : <PlayGlyph size={22} />}
      </button>
    </>
  );
}
