/**
 * The player for the site's own videos. The server sends the browser's own <video> with its poster, stream and
 * captions inside Media Chrome's tags, so a tap plays at once, with native controls, before any script (and without
 * scripts at all): the 360p MP4 on a phone-sized screen, else the stream where the browser plays HLS itself and the
 * MP4 where it does not (without-native-hls.ts says why). Media Chrome's code (player-enhance.ts) arrives afterwards
 * (after hydration with a mouse, at the first play on a touch screen) and upgrades the same elements: the video never
 * restarts. Captions are on in the visitor's language and switchable,
 * the position is kept for the next visit, and the end offers the next video only when the child taps it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResponsivePicture, variantAt, variantFor } from "~/ui/responsive-picture";
import { LOCALE_NAMES, isLocale, type Locale } from "~/shared/locales";
import type { VideoItem } from "~/shared/api/videos";
import { SERVER_POSTER_PIXELS } from "./poster-size";
import { orderCaptions } from "./resume";
import { JUMP_SEEK_SECONDS } from "./seek-keys";
import { HLS_TYPE, useCatalogVideo } from "./use-catalog-video";
import { FALLBACK_MEDIA, started } from "./without-native-hls";
import styles from "./catalog-player.module.css";

/** Media Chrome's own labels (its keys, in English) → our translation keys, so its controls speak all 8 languages. */
const CONTROL_LABELS: Record<string, string> = {
  Play: "Player Play",
  play: "Player Play",
  Pause: "Player Pause",
  pause: "Player Pause",
  Mute: "Player Mute",
  mute: "Player Mute",
  Unmute: "Player Unmute",
  unmute: "Player Unmute",
  "Enable captions": "Player Captions On",
  "Disable captions": "Player Captions Off",
  Captions: "Player Captions",
  "closed captions": "Player Captions",
  "Enter fullscreen mode": "Player Fullscreen",
  "enter fullscreen mode": "Player Fullscreen",
  "Exit fullscreen mode": "Player Exit Fullscreen",
  "exit fullscreen mode": "Player Exit Fullscreen",
  "Seek backward": "Player Back",
  "seek back {seekOffset} seconds": "Player Back",
  "Seek forward": "Player Forward",
  "seek forward {seekOffset} seconds": "Player Forward",
  volume: "Player Volume",
  seek: "Player Seek",
  "video player": "Player Name",
};

const loadControls = () => import("./player-enhance");

/**
 * A touch screen (a phone, a tablet): the browser's own controls until the first play. Both features, so a browser
 * that sees no pointing device at all (a headless one, say) is not taken for a phone.
 */
const TOUCH_FIRST = "(hover: none) and (pointer: coarse)";

function controlsDefined(): boolean {
  return typeof window !== "undefined" && window.customElements?.get("media-controller") !== undefined;
}

export function CatalogPlayer({ video, next }: { video: VideoItem; next: VideoItem | null }) {
  const { t, i18n } = useTranslation();
  const locale = (isLocale(i18n.language) ? i18n.language : "en") as Locale;
  const id = video.id.videoId;
  const url = video.videoUrl ?? "";
  const element = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const fallbackUrl = video.fallbackUrl;
  const { ended } = useCatalogVideo(element, frame, { id, url, fallbackUrl, locale });

  // Until Media Chrome's controls are defined, the browser's own controls serve (and serve without scripts). They are
  // only ever defined after hydration, so a later video of the same visit (rendered in the browser) starts enhanced.
  const [enhanced, setEnhanced] = useState(controlsDefined);
  const labels = () => Object.fromEntries(Object.entries(CONTROL_LABELS).map(([key, ours]) => [key, t(ours)]));
  useEffect(() => {
    let cancelled = false;
    let asked = false;
    const enhance = () => {
      if (asked) return;
      asked = true;
      void loadControls()
        .then(({ defineControls }) => defineControls(locale, labels()))
        .then(() => !cancelled && setEnhanced(true))
        .catch(() => {
          // The controls' chunk failed to load (offline, a new deploy): the browser's own controls stay.
        });
    };
    // A child who tapped the browser's own play before this script ran is waiting for the first frame: the controls'
    // chunk waits for it rather than share the link with the video (issue 32). On a touch screen the browser's own
    // controls serve until the video first plays, or until the player is reached by keyboard: upgrading to Media
    // Chrome's is about 100 ms of main thread, which a phone would otherwise spend while the page loads (Lighthouse's
    // blocking time on the watch pages, issue 30), and the first play then shares nothing with it.
    const el = element.current;
    const root = frame.current;
    const waiting = el && !el.paused && el.readyState < HTMLMediaElement.HAVE_FUTURE_DATA;
    const untilPlayed = waiting || (el && !started(el) && window.matchMedia(TOUCH_FIRST).matches);
    const until = ["playing", "pause", "error"] as const;
    const onKeyboardFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(":focus-visible")) enhance();
    };
    if (untilPlayed) {
      for (const event of until) el?.addEventListener(event, enhance, { once: true });
      root?.addEventListener("focusin", onKeyboardFocus);
    } else enhance();
    return () => {
      cancelled = true;
      for (const event of until) el?.removeEventListener(event, enhance);
      root?.removeEventListener("focusin", onKeyboardFocus);
    };
    // Defined once per page; a later change of language relabels below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (enhanced) void loadControls().then(({ relabel }) => relabel(locale, labels()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, enhanced]);

  // The server's poster is the 360p picture's width (poster-size.ts); a player wider than a phone's that has not
  // started yet gets one as sharp as its screen.
  const posterSource = video.snippet.thumbnails.high.url;
  useEffect(() => {
    const el = element.current;
    if (!el || started(el) || window.matchMedia(FALLBACK_MEDIA).matches) return;
    const sharper = variantFor(posterSource, el.clientWidth);
    if (el.getAttribute("poster") !== sharper) el.poster = sharper;
  }, [posterSource]);

  // Its captions toggle turns on the track of its stored preference, else of the browser's languages: the site's
  // language is the visitor's choice, so it becomes that preference.
  useEffect(() => {
    try {
      window.localStorage.setItem("media-chrome-pref-subtitles-lang", locale);
    } catch {
      // No storage: the toggle falls back to the browser's languages.
    }
  }, [locale]);

  // Media Chrome gives its captions toggle role=button with aria-checked, which is not allowed on a button (axe);
  // an on/off toggle is a switch, which supports aria-checked. It sets the role again whenever it is connected, so a
  // MutationObserver keeps ours.
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root || !enhanced) return;
    const fix = () => {
      const toggle = root.querySelector("media-captions-button");
      if (toggle && toggle.getAttribute("role") !== "switch") toggle.setAttribute("role", "switch");
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["role"] });
    return () => observer.disconnect();
  }, [enhanced]);

  const tracks = orderCaptions(video.captions ?? [], locale);
  const crossOrigin = /^https?:\/\//i.test(url) ? "anonymous" : undefined;
  const hls = url.endsWith(".m3u8");
  return (
    <div className={styles.frame} ref={frame} data-enhanced={enhanced || undefined}>
      {/* A region, as Media Chrome makes it once defined: a custom element is generic to the HTML checker, and a
          generic element may not carry a name. */}
      <media-controller className={styles.controller} lang={locale} role="region" aria-label={t("Player Name")}>
        <video
          slot="media"
          ref={element}
          poster={variantAt(posterSource, SERVER_POSTER_PIXELS)}
          src={hls ? undefined : url}
          controls={!enhanced}
          playsInline
          preload="metadata"
          crossOrigin={crossOrigin}
          aria-label={video.snippet.title}
        >
          {/* Phones start on the MP4 (the rung they would play anyway, without a playlist's round trips). */}
          {hls && fallbackUrl && <source src={fallbackUrl} type="video/mp4" media={FALLBACK_MEDIA} />}
          {hls && <source src={url} type={HLS_TYPE} />}
          {/* Where the browser has no HLS of its own it skips the stream and plays this one, scripts or not. */}
          {hls && fallbackUrl && <source src={fallbackUrl} type="video/mp4" />}
          {tracks.map((track) => (
            <track
              key={track.locale}
              kind="captions"
              src={track.url}
              srcLang={track.locale}
              label={isLocale(track.locale) ? LOCALE_NAMES[track.locale] : track.locale}
              default={track.locale === locale}
            />
          ))}
        </video>
        <media-play-button slot="centered-chrome" className={styles.bigPlay} />
        <media-control-bar className={styles.bar}>
          <media-play-button />
          <media-seek-backward-button seekoffset={JUMP_SEEK_SECONDS} />
          <media-seek-forward-button seekoffset={JUMP_SEEK_SECONDS} />
          <media-time-range />
          <media-time-display showduration="" />
          <media-mute-button />
          <media-volume-range />
          <media-captions-button />
          <media-fullscreen-button />
        </media-control-bar>
      </media-controller>
      {ended && (
        <div className={styles.end} role="group" aria-label={t("Player End")}>
          <p className={styles.endTitle}>{t("Player End")}</p>
          <div className={styles.endActions}>
            <button
              type="button"
              className="button"
              data-variant="secondary"
              onClick={() => void element.current?.play()}
            >
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
