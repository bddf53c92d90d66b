import { describe, expect, it } from "vitest";
import { fitIntoFrame, HLS_LADDER, hlsArguments } from "./hls";

describe("HLS packaging arguments", () => {
  it("encodes every rendition of the ladder in one pass, as fMP4 segments with a master playlist", () => {
    expect(HLS_LADDER.length).toBeGreaterThanOrEqual(2);
    const args = hlsArguments("in.mp4", "/tmp/out", true);
    const value = (flag: string) => args[args.indexOf(flag) + 1];
    expect(value("-hls_segment_type")).toBe("fmp4");
    expect(value("-master_pl_name")).toBe("master.m3u8");
    expect(value("-var_stream_map")).toBe(HLS_LADDER.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(" "));
    for (const r of HLS_LADDER) expect(value("-filter_complex")).toContain(fitIntoFrame(r.width, r.height));
    expect(args.at(-1)).toBe("/tmp/out/%v/index.m3u8");
  });

  it("maps no audio for a silent input", () => {
    const args = hlsArguments("in.mp4", "/tmp/out", false);
    expect(args).not.toContain("0:a:0");
    expect(args[args.indexOf("-var_stream_map") + 1]).toBe(HLS_LADDER.map((r, i) => `v:${i},name:${r.name}`).join(" "));
  });
});
