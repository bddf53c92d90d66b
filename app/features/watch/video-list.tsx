import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { VideoItem } from "~/shared/api/videos";
import type { Locale } from "~/shared/locales";
import { DeferredPicture } from "~/ui/deferred-picture";
import { useVideoDate } from "./format";
import styles from "./watch.module.css";

interface Props {
  videos: VideoItem[];
  selectedId?: string;
  locale: Locale;
  onSelect(video: VideoItem): void;
}

/** The found videos; each is a link to /watch/:videoId, followed inside the app without a full reload. */
export function VideoList({ videos, selectedId, locale, onSelect }: Props) {
  const { t } = useTranslation();
  const dateOf = useVideoDate(locale);
  return (
    <ul className={styles.list}>
      {videos.map((video) => {
        const id = video.id.videoId;
        const date = dateOf(video.snippet.publishedAt);
        return (
          <li key={id}>
            <Link
              to={`/watch/${encodeURIComponent(id)}`}
              className={styles.item}
              aria-current={id === selectedId ? "true" : undefined}
              onClick={() => onSelect(video)}
            >
              <DeferredPicture
                className={styles.thumb}
                src={video.snippet.thumbnails.high.url}
                alt=""
                width={160}
                height={90}
                sizes="144px"
              />
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{video.snippet.title}</span>
                {date && (
                  <time className={styles.itemDate} dateTime={video.snippet.publishedAt}>
                    {date}
                  </time>
                )}
                {id === selectedId && <span className={styles.nowPlaying}>{t("Now playing")}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
