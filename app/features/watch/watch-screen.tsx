import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/ui/messages";
import { useRootData } from "~/ui/use-root-data";
import type { VideoItem, WatchPageData } from "~/shared/api/videos";
import { regionProfile } from "~/shared/region-profile";
import { useVideoDate, VideoDates } from "./format";
import { SearchForm } from "./search-form";
import { useVideoSearch } from "./use-video-search";
import { VideoList } from "./video-list";
import { PlayerMessage, VideoPlayer } from "./video-player";
import { videoIdOf } from "./video-search";
import { WatchSeriesSection } from "./watch-series";
import styles from "./watch.module.css";

/** Spec §2 Watch: the selected video, its title and description, and (outside CN) the searchable list. */
export function WatchScreen({ data }: { data: WatchPageData }) {
  const { t } = useTranslation();
  const { locale, country } = useRootData();
  const { state, store } = useVideoSearch(
    {
      videos: data.videos,
      selectedVideo: data.selectedVideo,
      term: data.term,
      order: data.order,
      failed: !!data.listError,
    },
    locale,
    data.channel,
  );
  const { addMessage } = useMessages();
  const listHidden = !regionProfile(country).watchList;

  // A failed first search is reported like any other (spec §8: the server's text as an error message).
  useEffect(() => {
    if (data.listError && !listHidden) addMessage({ error: true, text: t(data.listError) });
  }, [data.listError, listHidden, addMessage, t]);
  const selected = state.selectedVideo;
  const selectedId = videoIdOf(selected);

  // The page's loader answers every URL (/watch/:videoId, back and forward) with its video or its error; list links
  // select on click, so the player changes at once and the URL follows.
  useEffect(() => {
    store.select(data.selectedVideo ?? (data.selectedError ? null : store.getState().selectedVideo));
  }, [data.selectedVideo, data.selectedError, store]);

  // After choosing another video, move focus to its title so screen readers announce it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(selectedId);
  useEffect(() => {
    if (shownId.current === selectedId) return;
    shownId.current = selectedId;
    titleRef.current?.focus({ preventScroll: true });
  }, [selectedId]);

  const problem = data.selectedError ?? data.listError;
  return (
    <VideoDates.Provider value={data.dates}>
      <div className={styles.watch} data-list-hidden={listHidden || undefined}>
        <section className={styles.stage} aria-labelledby="watch-title">
          {selected ? (
            <VideoPlayer video={selected} next={nextVideo(state.videos, selectedId)} />
          ) : (
            <PlayerMessage text={t(problem ?? "No Videos Yet")} />
          )}
          <h1 id="watch-title" ref={titleRef} tabIndex={-1} className={styles.title}>
            {selected ? selected.snippet.title : t("Watch Title")}
          </h1>
          {selected && <VideoText video={selected} />}
          {selected && data.series && selected.seriesKey === data.series.key && (
            <WatchSeriesSection series={data.series} selectedId={selectedId} />
          )}
        </section>
        {!listHidden && (
          <section className={styles.browse} aria-labelledby="watch-list-title">
            <h2 id="watch-list-title" className={styles.browseTitle}>
              {t("Watch List Title")}
            </h2>
            <SearchForm
              term={state.term}
              order={state.order}
              onTermChange={(term) => store.setTerm(term)}
              onOrderChange={(order) => void store.setOrder(order)}
              onSearch={() => void store.search()}
            />
            <p className={styles.status} role="status">
              {state.pending
                ? t("Watch Searching")
                : state.failed
                  ? t("Search Failed")
                  : state.videos.length
                    ? t("Videos Found", { count: state.videos.length })
                    : t("No Videos Found")}
            </p>
            <div className={styles.listArea} aria-busy={state.pending || undefined}>
              <VideoList
                videos={state.videos}
                selectedId={selectedId}
                locale={locale}
                onSelect={(video) => store.select(video)}
              />
            </div>
          </section>
        )}
      </div>
    </VideoDates.Provider>
  );
}

/** What the end screen offers: the video after the selected one in the list (the first, after the last). */
function nextVideo(videos: VideoItem[], selectedId: string | undefined): VideoItem | null {
  const others = videos.filter((v) => v.id.videoId !== selectedId);
  if (!others.length) return null;
  const index = videos.findIndex((v) => v.id.videoId === selectedId);
  return videos.slice(index + 1).find((v) => v.id.videoId !== selectedId) ?? others[0];
}

function VideoText({ video }: { video: VideoItem }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [expanded, setExpanded] = useState(false);
  const { description, publishedAt } = video.snippet;
  const long = description.length > 240 || description.split("\n").length > 4;
  const date = useVideoDate(locale)(publishedAt);
  return (
    <>
      {date && (
        <p className={styles.meta}>
          <time dateTime={publishedAt}>{date}</time>
        </p>
      )}
      {description && (
        <div className={styles.descriptionBox}>
          <p id="watch-description" className={styles.description} data-clamped={long && !expanded ? "" : undefined}>
            {description}
          </p>
          {long && (
            <button
              type="button"
              className={styles.more}
              aria-expanded={expanded}
              aria-controls="watch-description"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t("Watch Show Less") : t("Watch Show More")}
            </button>
          )}
        </div>
      )}
    </>
  );
}
