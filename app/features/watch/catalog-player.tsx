/**
 * The player for the site's own videos (a lazily loaded chunk: Media Chrome's controls, hls.js only where the
 * browser has no native HLS). Captions are on in the visitor's language and switchable, the position is kept
 * for the next visit, and the end offers the next video only when the child taps it: no autoplay chain.
 */
import { MediaCaptionsButton, MediaControlBar, MediaController, MediaFullscreenButton, MediaMuteButton, MediaPlayButton,
  MediaSeekBackwardButton, MediaSeekForwardButton, MediaTimeDisplay, MediaTimeRange, MediaVolumeRange } from "media-chrome/react";
import { addTranslation, setLanguage } from "media-chrome/dist/utils/i18n.js";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResponsivePicture, variantFor } from "~/ui/responsive-picture";
import { trackEvent } from "~/ui/use-page-views";
import { LOCALE_NAMES, isLocale, type Locale } from "~/shared/locales";
import type { VideoItem } from "~/shared/api/videos";
import { posterCssWidth } from "./poster-size";
import { keepPosition, orderCaptions, readPosition, resumeFrom } from "./resume";
import styles from "./catalog-player.module.css";

/** Media Chrome's own labels (its keys, in English) → our translation keys, so its controls speak all 8 languages. */
const CONTROL_LABELS: Record<string, string> = {
  Play: "Player Play", play: "Player Play", Pause: "Player Pause", pause: "Player Pause",
  Mute: "Player Mute", mute: "Player Mute", Unmute: "Player Unmute", unmute: "Player Unmute",
  "Enable captions": "Player Captions On", "Disable captions": "Player Captions Off", Captions: "Player Captions", "closed captions": "Player Captions",
  "Enter fullscreen mode": "Player Fullscreen", "enter fullscreen mode": "Player Fullscreen",
  "Exit fullscreen mode": "Player Exit Fullscreen", "exit fullscreen mode": "Player Exit Fullscreen",
  "Seek backward": "Player Back", "seek back {seekOffset} seconds": "Player Back", "Seek forward": "Player Forward",
  "seek forward {seekOffset} seconds": "Player Forward", volume: "Player Volume", seek: "Player Seek", "video player": "Player Name",
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Attaches the HLS source: natively (Safari, recent Chrome) or through hls.js. Returns the cleanup. */
function attachSource(video: HTMLVideoElement, url: string): () => void {
  if (!url.endsWith(".m3u8") || video.canPlayType("application/vnd.apple.mpegurl")) {
    video.src = url;
    return () => video.removeAttribute("src");
  }
  let destroyed = false;
  let destroy = () => {};
  void import("hls.js/light").then(({ default: Hls }) => {
    if (destroyed || !Hls.isSupported()) return;
    const hls = new Hls({ capLevelToPlayerSize: true, startLevel: -1 });
    hls.loadSource(url);
    hls.attachMedia(video);
    destroy = () => hls.destroy();
  });
  return () => {
    destroyed = true;
    destroy();
  };
}

export default function CatalogPlayer({ video, next }: { video: VideoItem; next: VideoItem | null }) {
  const { t, i18n } = useTranslation();
  const locale = (isLocale(i18n.language) ? i18n.language : "en") as Locale;
  const id = video.id.videoId;
  const url = video.videoUrl ?? "";
  const element = useRef<HTMLVideoElement>(null);
  const [ended, setEnded] = useState(false);
  const started = useRef(false);

  // Media Chrome reads its labels when its controls render: give it ours first.
  const [labelsFor, setLabelsFor] = useState<string | null>(null);
  if (labelsFor !== locale) {
    addTranslation(locale, Object.fromEntries(Object.entries(CONTROL_LABELS).map(([key, ours]) => [key, t(ours)])));
    setLanguage(locale);
    setLabelsFor(locale);
  }
  // Its captions toggle turns on the track of its stored preference, else of the browser's languages: the site's
  // language is the visitor's choice, so it becomes that preference.
  useEffect(() => {
    try {
      window.localStorage.setItem("media-chrome-pref-subtitles-lang", locale);
    } catch {
      // No storage: the toggle falls back to the browser's languages.
    }
  }, [locale]);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    started.current = false;
    setEnded(false);
    const detach = attachSource(el, url);
    const resume = () => {
      const from = resumeFrom(readPosition(storage(), id), el.duration);
      if (from > 0) el.currentTime = from;
    };
    const keep = () => keepPosition(storage(), id, el.currentTime, el.duration);
    let lastKept = 0;
    const onTime = () => {
      if (Math.abs(el.currentTime - lastKept) < 3) return;
      lastKept = el.currentTime;
      keep();
    };
    const onPlay = () => {
      setEnded(false);
      if (started.current) return;
      started.current = true;
      trackEvent("event", `video_start:${id}`, window.location.pathname, locale);
    };
    const onEnded = () => {
      keepPosition(storage(), id, el.duration, el.duration);
      started.current = false;
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
    // The language only changes labels and the default track, never the playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, url]);

  // Media Chrome gives its captions toggle role=button with aria-checked, which is not allowed on a button (axe);
  // an on/off toggle is a switch, which supports aria-checked.
  // It sets the role again whenever it is connected, so a MutationObserver keeps ours.
  // A layout effect, so no moment passes with the wrong role (this component only renders in the browser).
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const fix = () => {
      const toggle = root.querySelector("media-captions-button");
      if (toggle && toggle.getAttribute("role") !== "switch") toggle.setAttribute("role", "switch");
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["role"] });
    return () => observer.disconnect();
  }, []);

  const tracks = orderCaptions(video.captions ?? [], locale);
  const crossOrigin = /^https?:\/\//i.test(url) ? "anonymous" : undefined;
  return (
    <div className={styles.frame} ref={frame}>
      <MediaController className={styles.controller} lang={locale} aria-label={t("Player Name")}>
        <video slot="media" ref={element} poster={variantFor(video.snippet.thumbnails.high.url, posterCssWidth(window.innerWidth))} playsInline preload="metadata"
          crossOrigin={crossOrigin} aria-label={video.snippet.title}>
          {tracks.map((track) => (
            <track key={track.locale} kind="captions" src={track.url} srcLang={track.locale}
              label={isLocale(track.locale) ? LOCALE_NAMES[track.locale] : track.locale} default={track.locale === locale} />
          ))}
        </video>
        <MediaControlBar className={styles.bar}>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={10} />
          <MediaSeekForwardButton seekOffset={10} />
          <MediaTimeRange />
          <MediaTimeDisplay showDuration />
          <MediaMuteButton />
          <MediaVolumeRange />
          <MediaCaptionsButton />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      {ended && (
        <div className={styles.end} role="group" aria-label={t("Player End")}>
          <p className={styles.endTitle}>{t("Player End")}</p>
          <div className={styles.endActions}>
            <button type="button" className="button" data-variant="secondary" onClick={() => void element.current?.play()}>
              {t("Player Again")}
            </button>
            {next && (
              <Link to={`/watch/${encodeURIComponent(next.id.videoId)}`} className={`button ${styles.next}`}>
                <ResponsivePicture src={next.snippet.thumbnails.high.url} alt="" width={96} height={54} sizes="96px" />
                <span>{t("Player Next", { title: next.snippet.title })}</span>
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
