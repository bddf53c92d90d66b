import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { WatchSeries } from "~/shared/api/videos";
import type { CharacterKey } from "~/shared/constants";
import { DeferredPicture } from "~/ui/deferred-picture";
import styles from "./watch-series.module.css";

/** The translation key of a character's name (the series area's, shared with its character section). */
function characterName(key: CharacterKey): string {
  return `Character ${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/**
 * Below the player (issue 32): the video's series with a link to its page, the characters a child meets in it, and
 * more of its videos as plain links (nothing plays by itself). Rendered by the server.
 */
export function WatchSeriesSection({ series, selectedId }: { series: WatchSeries; selectedId: string | undefined }) {
  const { t } = useTranslation();
  const more = series.more.filter((video) => video.id.videoId !== selectedId);
  const seriesPath = `/series/${encodeURIComponent(series.key)}`;
  return (
    <section className={styles.series} aria-labelledby="watch-series-title" data-series={series.key}>
      <div className={styles.head}>
        <img className={styles.art} src={series.previewImage} alt="" width={128} height={72} loading="lazy" />
        <div className={styles.headText}>
          <p className={styles.label}>{t("Watch Series Label")}</p>
          <h2 id="watch-series-title" className={styles.title}>
            <Link to={seriesPath} className={styles.seriesLink}>
              {t(series.titleKey)}
            </Link>
          </h2>
        </div>
      </div>

      <h3 className={styles.subtitle}>{t("Watch Series Characters")}</h3>
      <ul className={styles.characters}>
        {series.characters.map((key) => (
          <li key={key} className={styles.character} data-character={key}>
            <img src={`/art/characters/${key}.svg`} alt="" width={64} height={64} loading="lazy" />
            <span>{t(characterName(key))}</span>
          </li>
        ))}
      </ul>

      {more.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t("Watch More From Series")}</h3>
          <ul className={styles.more}>
            {more.map((video) => (
              <li key={video.id.videoId}>
                <Link to={`/watch/${encodeURIComponent(video.id.videoId)}`} className={styles.card}>
                  <DeferredPicture
                    className={styles.thumb}
                    src={video.snippet.thumbnails.high.url}
                    alt=""
                    width={320}
                    height={180}
                    sizes="(min-width: 992px) 240px, 45vw"
                  />
                  <span className={styles.cardTitle}>{video.snippet.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
