import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResponsivePicture } from "~/ui/responsive-picture";
import { useOnScreen } from "~/ui/use-on-screen";
import { useRootData } from "~/ui/use-root-data";
import type { VideoItem } from "~/shared/api/videos";
import { DEFAULT_SEARCH_ORDER, type SearchOrder } from "~/shared/video-search";
import { regionProfile } from "~/shared/region-profile";
import { requestVideoSearch } from "./video-api";
import styles from "./watch-slider.module.css";

interface Props {
  /** Videos from the page's loader (server `searchVideos()`); without them the slider asks the API itself. */
  videos?: VideoItem[];
  order?: SearchOrder;
}

/**
 * The home page's watch slider (spec §2, §9): 5 slides on wide screens, 4 under 1200 px, 3 under 992 px,
 * 2 under 576 px; arrows page through it and are disabled at either end (not infinite). Hidden in CN like
 * the watch list. Each slide links to /watch/:videoId.
 */
export function WatchSlider({ videos: given, order = DEFAULT_SEARCH_ORDER }: Props) {
  const { t } = useTranslation();
  const { locale, country } = useRootData();
  const headingId = useId();
  const hidden = !regionProfile(country).watchList;
  const [fetched, setFetched] = useState<VideoItem[] | null>(null);
  const videos = given ?? fetched ?? [];
  const loading = !given && fetched === null;

  useEffect(() => {
    if (given || hidden) return;
    const controller = new AbortController();
    // A failed slider only stays empty: the home page is not the place for a video-service error toast.
    // The titles follow the lang cookie; `locale` below only makes a language change fetch them again.
    requestVideoSearch({ term: "", channel: "", order }, controller.signal).then(setFetched, () => setFetched([]));
    return () => controller.abort();
  }, [given, hidden, order, locale]);

  // Embla starts when the slider comes near the screen (see useOnScreen); until then the arrows stay disabled.
  const section = useRef<HTMLElement>(null);
  const { near } = useOnScreen(section);
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
    loop: false,
    active: near,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    setCanPrev(!!embla?.canScrollPrev());
    setCanNext(!!embla?.canScrollNext());
  }, [embla]);
  useEffect(() => {
    // An inactive Embla has no engine to ask.
    if (!embla || !near) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => void embla.off("select", update).off("reInit", update);
  }, [embla, near, update]);

  if (hidden || (!loading && !videos.length)) return null;
  return (
    <section
      ref={section}
      className={styles.slider}
      aria-labelledby={headingId}
      aria-roledescription={t("Watch Slider Carousel")}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {t("Watch Slider Title")}
        </h2>
        <Link to="/watch" className={styles.all}>
          {t("See all videos")}
        </Link>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollPrev()}
            disabled={!canPrev}
            aria-label={t("Previous videos")}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => embla?.scrollNext()}
            disabled={!canNext}
            aria-label={t("Next videos")}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {loading &&
            Array.from({ length: 5 }, (_, index) => (
              <div key={index} className={styles.slide} aria-hidden="true">
                <div className={styles.thumb} />
              </div>
            ))}
          {videos.map((video, index) => (
            <div
              key={video.id.videoId}
              className={styles.slide}
              role="group"
              aria-roledescription={t("Watch Slider Slide")}
              aria-label={t("Watch Slide Position", { index: index + 1, total: videos.length })}
            >
              <Link to={`/watch/${encodeURIComponent(video.id.videoId)}`} className={styles.card}>
                <ResponsivePicture
                  className={styles.thumb}
                  src={video.snippet.thumbnails.high.url}
                  alt=""
                  width={288}
                  height={162}
                  sizes="(min-width: 1200px) 210px, (min-width: 992px) 22vw, (min-width: 576px) 30vw, calc(50vw - 30px)"
                />
                <span className={styles.title}>{video.snippet.title}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
