import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { VideoItem } from "~/shared/api/videos";
import { exitHref } from "~/shared/exit";
import { useParentalGate } from "~/ui/gate/parental-gate";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { POSTER_SIZES } from "./poster-size";
import styles from "./watch.module.css";

export const YOUTUBE_EMBED = "https://www.youtube-nocookie.com/embed/";
/** Scripts and YouTube's own storage for playback, nothing else: no pop-ups and no top navigation, so its links cannot leave the site. */
export const YOUTUBE_SANDBOX = "allow-scripts allow-same-origin allow-presentation";

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * A YouTube video behind a facade (issue 28): the site's own copy of the thumbnail with a big play button, so nothing
 * is fetched from Google on load. A tap asks the parental gate; only a right answer creates the privacy-enhanced
 * player, sandboxed. Before scripts run (or without them) the button is a link to the server's gate route.
 */
export function YouTubeFacade({ video }: { video: VideoItem }) {
  const { t } = useTranslation();
  const askGate = useParentalGate();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const id = video.id.videoId;
  const { title } = video.snippet;

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={styles.screen} data-player="youtube">
        <iframe
          ref={frame}
          src={`${YOUTUBE_EMBED}${encodeURIComponent(id)}?rel=0&playsinline=1&autoplay=1`}
          title={t("YouTube Player Title", { title })}
          sandbox={YOUTUBE_SANDBOX}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for on purpose goes to the server's gate, as a link.
    if (
      event.defaultPrevented ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    )
      return;
    event.preventDefault();
    askGate(youtubeWatchUrl(id), () => setPlaying(true));
  };
  return (
    <div className={styles.screen} data-player="youtube-facade">
      <a
        href={exitHref(youtubeWatchUrl(id))}
        className={styles.facade}
        onClick={start}
        aria-label={t("YouTube Play", { title })}
      >
        <ResponsivePicture
          className={styles.poster}
          src={video.snippet.thumbnails.high.url}
          alt=""
          width={480}
          height={270}
          sizes={POSTER_SIZES}
          priority
        />
        <span className={styles.playButton} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </a>
    </div>
  );
}
