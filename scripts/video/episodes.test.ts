import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_VIDEOS } from "../../content/demo/videos";
import { SERIES_KEYS } from "../../app/shared/constants";
import { LOCALES } from "../../app/shared/locales";
import { HLS_LADDER } from "../../app/server/video/hls";
import { EPISODES, TITLE_SECONDS } from "./episodes";

const root = path.resolve(import.meta.dirname, "../..");
const seconds = (id: string) => {
  const episode = EPISODES.find((e) => e.id === id)!;
  return TITLE_SECONDS + episode.shots.reduce((sum, s) => sum + s.seconds, 0);
};

describe("the rendered catalog", () => {
  it("has at least 8 episodes of 30–120 s, and the seed stores their real lengths", () => {
    expect(EPISODES.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_VIDEOS.map((v) => v.id).sort()).toEqual(EPISODES.map((e) => e.id).sort());
    for (const video of DEMO_VIDEOS) {
      expect(video.durationSeconds).toBe(seconds(video.id));
      expect(video.durationSeconds).toBeGreaterThanOrEqual(30);
      expect(video.durationSeconds).toBeLessThanOrEqual(120);
    }
  });

  it("has every line in all 8 languages", () => {
    for (const episode of EPISODES)
      for (const line of episode.lines) {
        expect(line).toHaveLength(LOCALES.length);
        for (const text of line) expect(text.trim()).not.toBe("");
      }
  });

  it("is committed: playlists, renditions, poster and captions of every episode; a loop and poster per series", () => {
    for (const { id } of EPISODES) {
      const dir = path.join(root, "public/video", id);
      const master = readFileSync(path.join(dir, "master.m3u8"), "utf8");
      for (const rendition of HLS_LADDER) {
        expect(master).toContain(`${rendition.name}/index.m3u8`);
        expect(existsSync(path.join(dir, rendition.name, "init.mp4"))).toBe(true);
      }
      expect(existsSync(path.join(dir, "poster.jpg"))).toBe(true);
      for (const locale of LOCALES)
        expect(readFileSync(path.join(dir, "captions", `${locale}.vtt`), "utf8")).toMatch(/^WEBVTT\n/);
    }
    for (const key of SERIES_KEYS) {
      expect(existsSync(path.join(root, "public/video/loops", `${key}.mp4`))).toBe(true);
      expect(existsSync(path.join(root, "public/video/loops", `${key}.jpg`))).toBe(true);
    }
  });
});
