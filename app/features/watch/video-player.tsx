import type { VideoItem } from "~/shared/api/videos";
import styles from "./watch.module.css";

export const YOUTUBE_EMBED = "https://www.youtube-nocookie.com/embed/";

/** The selected video: a youtube-nocookie embed, a <video> with the poster, or the poster with the title. */
export function VideoPlayer({ video }: { video: VideoItem }) {
  const id = video.id.videoId;
  const { title } = video.snippet;
  const poster = video.snippet.thumbnails.high.url;
  if (video.source === "youtube") {
    return (
      <div className={styles.screen}>
        <iframe
          key={id}
          src={`${YOUTUBE_EMBED}${encodeURIComponent(id)}?rel=0&playsinline=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  if (video.videoUrl) {
    return (
      <div className={styles.screen}>
        <video key={id} src={video.videoUrl} poster={poster} controls playsInline preload="metadata" aria-label={title} />
      </div>
    );
  }
  return (
    <div className={styles.screen} data-poster>
      <img className={styles.poster} src={poster} alt="" />
      <p className={styles.posterTitle} aria-hidden="true">{title}</p>
    </div>
  );
}

/** The player's place when there is no video to show: a message instead. */
export function PlayerMessage({ text }: { text: string }) {
  return (
    <div className={styles.screen} data-empty>
      <img src="/art/logo-mark.svg" alt="" className={styles.emptyArt} />
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}
