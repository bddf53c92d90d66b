import type { VideoItem } from "~/shared/api/videos";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { CatalogPlayer } from "./catalog-player";
import { POSTER_SIZES } from "./poster-size";
import styles from "./watch.module.css";
import { YouTubeFacade } from "./youtube-facade";

/** The selected video: a YouTube video behind its facade and the gate, the site's own player, or the poster with the title. */
export function VideoPlayer({ video, next }: { video: VideoItem; next?: VideoItem | null }) {
  const { title } = video.snippet;
  const poster = video.snippet.thumbnails.high.url;
  // Keyed by video: choosing another one shows its facade again, never a player that already passed the gate.
  if (video.source === "youtube") return <YouTubeFacade key={video.id.videoId} video={video} />;
  if (video.videoUrl) {
    return (
      <div className={styles.screen} data-player="catalog">
        <CatalogPlayer key={video.id.videoId} video={video} next={next ?? null} />
      </div>
    );
  }
  return (
    <div className={styles.screen} data-poster>
      <ResponsivePicture className={styles.poster} src={poster} alt="" sizes={POSTER_SIZES} priority />
      <p className={styles.posterTitle} aria-hidden="true">
        {title}
      </p>
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
