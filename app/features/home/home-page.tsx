import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useScrollTopOnLoad } from "~/ui/use-scroll-top";
import { VideoSiteLinks } from "~/ui/video-site-links";
import { AppPromo } from "./app-promo";
import { EventsCarousel } from "./events-carousel";
import { HomeHero } from "./home-hero";
import { SeriesGrid } from "./series-grid";
import { ThemeParkBanner } from "./theme-park-banner";
import type { HomeData } from "./types";
import styles from "./home-page.module.css";

/**
 * Home (spec §2): hero, events carousel, watch slider (China: video sites instead), app promo, theme park, puzzle of the day, all series.
 * The watch slider and the puzzle of the day belong to other areas; the route module hands them in as slots.
 */
export function HomePage({
  data,
  country,
  watchSlider,
  potd,
}: {
  data: HomeData;
  country: string;
  watchSlider: ReactNode;
  potd: ReactNode;
}) {
  const { t } = useTranslation();
  useScrollTopOnLoad();
  return (
    <div className={styles.home}>
      <HomeHero video={data.heroVideo} poster={data.heroPoster} />
      <div className={styles.blocks}>
        <EventsCarousel events={data.events} />
        {data.china ? (
          <VideoSiteLinks
            id="china-video-sites"
            title={t("China Sites Title")}
            text={t("China Sites Text")}
            sites={data.chinaSites}
          />
        ) : (
          watchSlider
        )}
        <AppPromo apps={data.promos} country={country} />
        <ThemeParkBanner />
        {potd}
        <SeriesGrid series={data.series} />
      </div>
    </div>
  );
}
