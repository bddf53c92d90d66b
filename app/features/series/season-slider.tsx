import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "~/features/frame/carousel";
import type { SeriesKey } from "~/shared/constants";
import type { SeriesSlide } from "./types";
import styles from "./season-slider.module.css";

/** Spec §9: the season slider plays every 2000 ms and shows 4 slides on wide screens (breakpoints 1200, 992, 576). */
export const SEASON_SLIDER_AUTOPLAY_MS = 2000;

export function SeasonSlider({ slides, current }: { slides: SeriesSlide[]; current: SeriesKey }) {
  const { t } = useTranslation();
  return (
    <Carousel
      heading={<h2 id="season-slider-title">{t("More Series")}</h2>}
      label={t("More Series")}
      autoplayMs={SEASON_SLIDER_AUTOPLAY_MS}
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
