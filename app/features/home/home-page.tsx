import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useScrollTopOnLoad } from "~/features/frame/use-scroll-top";
import { VideoSiteLinks } from "~/features/series/video-site-links";
import { AppPromo } from "./app-promo";
import { EventsCarousel } from "./events-carousel";
import { HomeHero } from "./home-hero";
import { HomePotd } from "./home-potd";
import { SeriesGrid } from "./series-grid";
import { ThemeParkBanner } from "./theme-park-banner";
import type { HomeData } from "./types";
import styles from "./home-page.module.css";

// The watch slider (watch area) loads beside the page's first script bundle; the server still renders it.
const WatchSlider = lazy(() =>
  import("~/features/watch/watch-slider").then((m) => ({ default: m.WatchSlider })),
);

/** Home (spec §2): hero, events carousel, watch slider (China: video sites instead), app promo, theme park, puzzle of the day, all series. */
export function HomePage({ data, country }: { data: HomeData; country: string }) {
  const { t } = useTranslation();
  useScrollTopOnLoad();
  return (
    <div className={styles.home}>
      <HomeHero video={data.heroVideo} poster={data.heroPoster} />
      <div className={styles.blocks}>
        <EventsCarousel events={data.events} />
        {data.china ? (
          <VideoSiteLinks id="china-video-sites" title={t("China Sites Title")} text={t("China Sites Text")} sites={data.chinaSites} />
        ) : (
          <Suspense fallback={<div className={styles.sliderPlaceholder} />}>
            <WatchSlider videos={data.videos} />
          </Suspense>
        )}
        <AppPromo app={data.promo} country={country} />
        <ThemeParkBanner />
        <HomePotd potd={data.potd} />
        <SeriesGrid series={data.series} />
      </div>
    </div>
  );
}
