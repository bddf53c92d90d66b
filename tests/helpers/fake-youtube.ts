import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// Test-only server (never used by the site): a local stand-in for the YouTube Data API v3 on 127.0.0.1 that answers
// search.list and videos.list in the API's format, and can answer with a quota error or a malformed body.

export const CHANNEL = "UCrescueTeamChannel00001";
export type FakeMode = "ok" | "quota" | "malformed-json" | "malformed-shape" | "server-error";

interface FakeVideo {
  id: string;
  title: string;
  titles?: Record<string, string>;
  description: string;
  publishedAt: string;
  madeForKids: boolean;
  channelId?: string;
  noHighThumbnail?: boolean;
}

export const FAKE_VIDEOS: FakeVideo[] = [
  {
    id: "kidsVideo01",
    title: "Poli Saves the Day",
    titles: { ko: "폴리가 구해요", "zh-TW": "波力來救援" },
    description: "Episode 1",
    publishedAt: "2026-01-10T09:00:00Z",
    madeForKids: true,
  },
  {
    id: "grownups_01",
    title: "Behind the Scenes for Grown-ups",
    description: "Not for kids",
    publishedAt: "2026-01-09T09:00:00Z",
    madeForKids: false,
  },
  {
    id: "kidsVideo02",
    title: "Roy and the Fire Drill",
    description: "Episode 2",
    publishedAt: "2026-01-08T09:00:00Z",
    madeForKids: true,
    noHighThumbnail: true,
  },
  {
    id: "otherChan01",
    title: "Another Channel",
    description: "",
    publishedAt: "2026-01-07T09:00:00Z",
    madeForKids: true,
    channelId: "UCsomeoneElse00000000001",
  },
];

export const QUOTA_BODY = {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: "youtube.quota",
        reason: "quotaExceeded",
      },
    ],
  },
};

function thumbnails(id: string, withHigh: boolean) {
  const all = {
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  };
  return withHigh ? all : { default: all.default, medium: all.medium };
}

export interface FakeYouTube {
  url: string;
  /** The image host (YOUTUBE_THUMB_URL): `/vi/<id>/hqdefault.jpg` answers a 480×360 JPEG for the fake's videos. */
  thumbUrl: string;
  /** Thumbnail requests: "ok", or "down" (every picture answers 503). */
  thumbMode: "ok" | "down";
  mode: FakeMode;
  /** Every request: resource name and query parameters. */
  requests: { resource: string; params: URLSearchParams }[];
  close(): Promise<void>;
}

export async function startFakeYouTube(): Promise<FakeYouTube> {
  const state = {
    mode: "ok" as FakeMode,
    thumbMode: "ok" as FakeYouTube["thumbMode"],
    requests: [] as FakeYouTube["requests"],
  };
  // hqdefault's shape: a 16:9 picture between black bars.
  const picture = await sharp({
    create: { width: 480, height: 270, channels: 3, background: { r: 240, g: 120, b: 20 } },
  })
    .extend({ top: 45, bottom: 45, background: { r: 0, g: 0, b: 0 } })
    .jpeg()
    .toBuffer();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const thumb = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(url.pathname);
    if (thumb) {
      state.requests.push({ resource: url.pathname.slice(1), params: url.searchParams });
      const known = FAKE_VIDEOS.some((v) => v.id === thumb[1]);
      if (state.thumbMode === "down" || !known) return void res.writeHead(state.thumbMode === "down" ? 503 : 404).end();
      return void res
        .writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(picture.length) })
        .end(picture);
    }
    const resource = url.pathname.replace(/^\/youtube\/v3\//, "");
    state.requests.push({ resource, params: url.searchParams });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.searchParams.get("key") !== "test-key")
      return send(400, { error: { code: 400, message: "API key not valid.", errors: [{ reason: "badRequest" }] } });
    if (state.mode === "quota") return send(403, QUOTA_BODY);
    if (state.mode === "server-error")
      return send(500, { error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] } });
    if (state.mode === "malformed-json") return send(200, '{"kind": "youtube#searchListResponse", "items": [');
    if (state.mode === "malformed-shape") return send(200, { kind: "youtube#searchListResponse", items: "none" });
    if (resource === "search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const channelId = url.searchParams.get("channelId");
      const found = FAKE_VIDEOS.filter((v) => (v.channelId ?? CHANNEL) === channelId).filter(
        (v) => !q || v.title.toLowerCase().includes(q),
      );
      return send(200, {
        kind: "youtube#searchListResponse",
        etag: "etag",
        regionCode: "KR",
        pageInfo: { totalResults: found.length, resultsPerPage: found.length },
        items: [
          ...found.map((v) => ({
            kind: "youtube#searchResult",
            etag: "e",
            id: { kind: "youtube#video", videoId: v.id },
            snippet: {
              publishedAt: v.publishedAt,
              channelId: v.channelId ?? CHANNEL,
              title: v.title,
              description: v.description.slice(0, 5),
              thumbnails: thumbnails(v.id, true),
              channelTitle: "Rescue Team",
              liveBroadcastContent: "none",
              publishTime: v.publishedAt,
            },
          })),
          // Search can also answer with playlists and channels; they have no videoId.
          {
            kind: "youtube#searchResult",
            etag: "p",
            id: { kind: "youtube#playlist", playlistId: "PL123" },
            snippet: { title: "A playlist" },
          },
        ],
      });
    }
    if (resource === "videos") {
      const ids = (url.searchParams.get("id") ?? "").split(",");
      const hl = url.searchParams.get("hl") ?? "";
      const items = FAKE_VIDEOS.filter((v) => ids.includes(v.id)).map((v) => ({
        kind: "youtube#video",
        etag: "v",
        id: v.id,
        snippet: {
          publishedAt: v.publishedAt,
          channelId: v.channelId ?? CHANNEL,
          title: v.title,
          description: v.description,
          thumbnails: thumbnails(v.id, !v.noHighThumbnail),
          channelTitle: "Rescue Team",
          categoryId: "1",
          liveBroadcastContent: "none",
          localized: { title: v.titles?.[hl] ?? v.title, description: v.description },
        },
        status: {
          uploadStatus: "processed",
          privacyStatus: "public",
          license: "youtube",
          embeddable: true,
          publicStatsViewable: true,
          madeForKids: v.madeForKids,
        },
      }));
      return send(200, {
        kind: "youtube#videoListResponse",
        etag: "l",
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    send(404, { error: { code: 404, message: "Not Found", errors: [{ reason: "notFound" }] } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    thumbUrl: `http://127.0.0.1:${port}`,
    get thumbMode() {
      return state.thumbMode;
    },
    set thumbMode(mode: FakeYouTube["thumbMode"]) {
      state.thumbMode = mode;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeMode) {
      state.mode = mode;
    },
    requests: state.requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
