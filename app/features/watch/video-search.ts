import type { VideoItem } from "~/shared/api/videos";
import { orderForSearch, orderForState, type SearchOrder } from "~/shared/video-search";

/** The video search state of spec §3: selectedVideo, videos, search term, search order (plus progress). */
export interface VideoSearchState {
  selectedVideo: VideoItem | null;
  videos: VideoItem[];
  /** The term field's text. */
  term: string;
  /** The stored order: always one of the three (spec §4). */
  order: SearchOrder;
  /** A search is running. */
  pending: boolean;
  /** The last search failed (its text went to the error toast). */
  failed: boolean;
}

export interface VideoSource {
  search(query: { term: string; order: SearchOrder }, signal: AbortSignal): Promise<VideoItem[]>;
}

type Listener = () => void;

export const videoIdOf = (video: VideoItem | null | undefined) => video?.id.videoId;

/**
 * The watch screen's search, free of React so it can be tested in Node: a new search cancels every pending one
 * (AbortController), and a cancelled search changes nothing and reports no error (spec §4).
 */
export class VideoSearchStore {
  private state: VideoSearchState;
  private readonly listeners = new Set<Listener>();
  private readonly searches = new Set<AbortController>();

  constructor(
    initial: Partial<VideoSearchState>,
    private readonly source: VideoSource,
    private readonly onError: (error: unknown) => void,
  ) {
    this.state = {
      selectedVideo: null,
      videos: [],
      term: "",
      pending: false,
      failed: false,
      ...initial,
      order: orderForState(initial.order),
    };
  }

  getState = (): VideoSearchState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setTerm(term: string): void {
    this.update({ term });
  }

  /** Stores the order (an invalid one becomes date) and searches with it. */
  setOrder(value: unknown): Promise<void> {
    this.update({ order: orderForState(value) });
    return this.search();
  }

  /** Searches with the current term and order (an invalid order becomes viewCount), cancelling pending searches. */
  async search(): Promise<void> {
    this.cancelAll();
    const controller = new AbortController();
    this.searches.add(controller);
    const query = { term: this.state.term.trim(), order: orderForSearch(this.state.order) };
    this.update({ pending: true });
    try {
      const videos = await this.source.search(query, controller.signal);
      if (controller.signal.aborted) return;
      this.update({ videos, pending: false, failed: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.update({ pending: false, failed: true });
      this.onError(error);
    } finally {
      this.searches.delete(controller);
    }
  }

  /** The video to show (null: none, e.g. the URL names an unknown one). */
  select(video: VideoItem | null): void {
    if (this.state.selectedVideo !== video) this.update({ selectedVideo: video });
  }

  /** Cancels every pending search (a new one starts, or the screen is leaving). */
  cancelAll(): void {
    for (const controller of this.searches) controller.abort();
    this.searches.clear();
  }

  private update(patch: Partial<VideoSearchState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
