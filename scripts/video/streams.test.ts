import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasFfmpeg } from "../../tests/helpers/ffmpeg";
import { checkFallbackMp4 } from "../../tests/helpers/fallback-check";
import { checkHlsFolder } from "../../tests/helpers/hls-check";
import { EPISODES } from "./episodes";

const root = path.resolve(import.meta.dirname, "../..");

describe.skipIf(!hasFfmpeg())("the catalog's streams (issue 32)", () => {
  it.each(EPISODES.map((e) => e.id))(
    "%s: the master declares what the segments hold, with an I-frame playlist per rendition",
    (id) => {
      expect(checkHlsFolder(path.join(root, "public/video", id))).toEqual([]);
    },
    30_000,
  );

  it.each(EPISODES.map((e) => e.id))(
    "%s: the 360p MP4 fallback is the 360p rendition in one file, its index first",
    (id) => {
      expect(checkFallbackMp4(path.join(root, "public/video", id))).toEqual([]);
    },
    30_000,
  );
});
