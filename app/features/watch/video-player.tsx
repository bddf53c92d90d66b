import { lazy, Suspense, useEffect, useState } from "react";
import type { VideoItem } from "~/shared/api/videos";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { POSTER_SIZES } from "./poster-size";
import styles from "./watch.module.css";
import { YouTubeFacade } from "./youtube-facade";

/** The player's code (Media Chrome, hls.js) is its own chunk, fetched only on the watch screen in the browser. */
const CatalogPlayer = lazy(() => import("./catalog-player"));


/**
 * The site's own video: the server sends the poster (nothing to hydrate, nothing to download first); in the browser
 * the player chunk replaces it as soon as it arrives.
 */
function ClientOnlyPlayer({ video, next, poster }: { video: VideoItem; next: VideoItem | null; poster: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  const placeholder = <ResponsivePicture className={styles.poster} src={poster} alt="" sizes={POSTER_SIZES} priority />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CatalogPlayer key={video.id.videoId} video={video} next={next} />
    </Suspense>
  );
}

/** The selected video: a YouTube video behind its facade and the gate, the site's own player, or the poster with the title. */
export function VideoPlayer({ video, next }: { video: VideoItem; next?: VideoItem | null }) {
  const { title } = video.snippet;
  const poster = video.snippet.thumbnails.high.url;
  // Keyed by video: choosing another one shows its facade again, never a player that already passed the gate.
  if (video.source === "youtube") return <YouTubeFacade key={video.id.videoId} video={video} />;
  if (video.videoUrl) {
    return (
      <div className={styles.screen} data-player="catalog">
        <ClientOnlyPlayer video={video} next={next ?? null} poster={poster} />
      </div>
    );
  }
  return (
    <div className={styles.screen} data-poster>
      <ResponsivePicture className={styles.poster} src={poster} alt="" sizes={POSTER_SIZES} priority />
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
