import { describe, expect, it } from "vitest";
import type { VideoItem } from "~/shared/api/videos";
import type { SearchOrder } from "~/shared/video-search";
import { VideoSearchStore, type VideoSource } from "./video-search";

const video = (id: string, title = id): VideoItem => ({
  id: { kind: "youtube#video", videoId: id },
  snippet: {
    title,
    description: "",
    publishedAt: "2026-01-01T00:00:00Z",
    channelId: "",
    thumbnails: { high: { url: `/art/${id}.svg` } },
  },
  source: "catalog",
  videoUrl: "",
});

/** A source that answers like fetch: after a delay, and rejecting with an AbortError once aborted. */
function fakeSource(delays: Record<string, number> = {}) {
  const calls: { term: string; order: SearchOrder }[] = [];
  const wait = <T>(ms: number, signal: AbortSignal, value: () => T) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, ms);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(new DOMException("The operation was aborted.", "AbortError"));
      });
    });
  const source: VideoSource = {
    search: (query, signal) => {
      calls.push(query);
      return wait(delays[query.term] ?? 1, signal, () => {
        if (query.term === "boom") throw new Error("Search exploded");
        return [video(`${query.term || "all"}-${query.order}`)];
      });
    },
  };
  return { source, calls };
}

function storeWith(delays?: Record<string, number>, initial = {}) {
  const { source, calls } = fakeSource(delays);
  const errors: unknown[] = [];
  const store = new VideoSearchStore(initial, source, (error) => errors.push(error));
  return { store, calls, errors };
}

describe("video search state", () => {
  it("starts with order date and no videos", () => {
    const { store } = storeWith();
    expect(store.getState()).toMatchObject({
      order: "date",
      term: "",
      videos: [],
      selectedVideo: null,
      pending: false,
    });
  });

  it("stores an invalid order as date (initially and when chosen) and searches with it", async () => {
    const { store, calls } = storeWith(undefined, { order: "popularity" as SearchOrder });
    expect(store.getState().order).toBe("date");
    await store.setOrder("viewCount");
    expect(store.getState().order).toBe("viewCount");
    await store.setOrder("bogus");
    expect(store.getState().order).toBe("date");
    expect(calls.map((c) => c.order)).toEqual(["viewCount", "date"]);
  });

  it("cancels the pending search when a new one starts: only the last result is shown, no error", async () => {
    const { store, errors } = storeWith({ slow: 40, fast: 5 });
    store.setTerm("slow");
    const first = store.search();
    store.setTerm("fast");
    const second = store.search();
    await Promise.all([first, second]);
    expect(store.getState().videos.map((v) => v.id.videoId)).toEqual(["fast-date"]);
    expect(store.getState()).toMatchObject({ pending: false, failed: false });
    expect(errors).toEqual([]);
    // The cancelled search's late answer never arrives either.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(store.getState().videos.map((v) => v.id.videoId)).toEqual(["fast-date"]);
  });

  it("shows only the last of two quick searches even when the first would answer last without abort support", async () => {
    const errors: unknown[] = [];
    const slowSource: VideoSource = {
      // Ignores the signal, as a source that cannot be aborted would.
      search: (query) =>
        new Promise((resolve) => setTimeout(() => resolve([video(query.term)]), query.term === "slow" ? 30 : 1)),
    };
    const other = new VideoSearchStore({}, slowSource, (error) => errors.push(error));
    other.setTerm("slow");
    const first = other.search();
    other.setTerm("fast");
    await Promise.all([first, other.search()]);
    expect(other.getState().videos.map((v) => v.id.videoId)).toEqual(["fast"]);
    expect(errors).toEqual([]);
  });

  it("cancelAll leaves the state as it was and reports nothing", async () => {
    const { store, errors } = storeWith({ slow: 20 }, { videos: [video("initial")] });
    store.setTerm("slow");
    const pending = store.search();
    store.cancelAll();
    await pending;
    expect(store.getState().videos.map((v) => v.id.videoId)).toEqual(["initial"]);
    expect(errors).toEqual([]);
  });

  it("reports a failed search once and keeps the previous list", async () => {
    const { store, errors } = storeWith(undefined, { videos: [video("initial")] });
    store.setTerm("boom");
    await store.search();
    expect(errors.map((e) => (e as Error).message)).toEqual(["Search exploded"]);
    expect(store.getState()).toMatchObject({ pending: false, failed: true });
    expect(store.getState().videos.map((v) => v.id.videoId)).toEqual(["initial"]);
  });

  it("trims the term before searching", async () => {
    const { store, calls } = storeWith();
    store.setTerm("  poli  ");
    await store.search();
    expect(calls[0].term).toBe("poli");
  });

  it("selects a video, and none when the URL names an unknown one", () => {
    const { store } = storeWith(undefined, { videos: [video("a"), video("b")], selectedVideo: video("a") });
    const b = store.getState().videos[1];
    store.select(b);
    expect(store.getState().selectedVideo).toBe(b);
    store.select(null);
    expect(store.getState().selectedVideo).toBeNull();
  });
});
