import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Locale } from "~/shared/locales";
import { BackgroundVideo } from "~/ui/background-video";
import { CharacterSection } from "./character-section";
import { OfficialAppBlock } from "./official-app-block";
import { SeasonSlider } from "./season-slider";
import type { SeriesPageData } from "./types";
import { VideoSiteLinks } from "~/ui/video-site-links";
import hero from "~/ui/hero.module.css";
import styles from "./series-page.module.css";

/**
 * A season page (spec §2): looping muted background video, title and description, the official app, streaming
 * promos (where configured, outside China) or China video-site links, the characters, and the season slider.
 */
export function SeriesPage({ data, country, locale }: { data: SeriesPageData; country: string; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={hero.hero} aria-labelledby="series-title" data-hero>
        <div className={hero.inner}>
          <div className={hero.media} data-hero-art>
            <BackgroundVideo src={data.video} poster={data.previewImage} priority />
          </div>
          <div className={hero.intro}>
            <p className={hero.kicker}>{t("Series")}</p>
            <h1 id="series-title" className={hero.title}>
              {t(data.titleKey)}
            </h1>
            <p className={hero.text}>{t(data.descriptionKey)}</p>
            <div className={hero.actions}>
              {!data.china && (
                <Link to="/watch" className="button">
                  {t("Watch Episodes")}
                </Link>
              )}
              <a href="#characters" className="button" data-variant="secondary">
                {t("Meet the Characters")}
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className={styles.content}>
        <OfficialAppBlock app={data.officialApp} country={country} />
        <VideoSiteLinks
          id="streaming-promos"
          title={t("Streaming Title")}
          text={t("Streaming Text")}
          sites={data.streaming}
        />
        <VideoSiteLinks
          id="china-video-sites"
          title={t("China Sites Title")}
          text={t("China Sites Text")}
          sites={data.chinaSites}
        />
        <CharacterSection characters={data.characters} additional={data.additionalRescueTeam} locale={locale} />
        <SeasonSlider slides={data.slides} current={data.key} />
      </div>
    </div>
  );
}
