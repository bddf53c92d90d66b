import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "~/ui/carousel";
import type { SeriesKey } from "~/shared/constants";
import type { SeriesSlide } from "./types";
import styles from "./season-slider.module.css";

/**
 * Spec §9: the season slider plays every 2000 ms (an override of the carousel's default, autoplay off at 3000 ms)
 * and shows 4 whole slides at ≥ 1200 px, 3 at ≥ 992 px, 2 at ≥ 576 px and 1 below (season-slider.module.css).
 */
export const SEASON_SLIDER_AUTOPLAY_MS = 2000;

export function SeasonSlider({ slides, current }: { slides: SeriesSlide[]; current: SeriesKey }) {
  const { t } = useTranslation();
  return (
    <Carousel
      heading={<h2 id="season-slider-title">{t("More Series")}</h2>}
      label={t("More Series")}
      autoplay
      speedMs={SEASON_SLIDER_AUTOPLAY_MS}
      slideClassName={styles.slide}
    >
      {slides.map((slide) => (
        <Link
          key={slide.key}
          to={`/series/${slide.key}`}
          className={styles.card}
          aria-current={slide.key === current ? "page" : undefined}
          prefetch="intent"
        >
          <img src={slide.previewImage} alt="" width={320} height={180} loading="lazy" />
          <span className={styles.name}>{t(slide.titleKey)}</span>
        </Link>
      ))}
    </Carousel>
  );
}
