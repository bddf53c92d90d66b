/**
 * Checks a video folder's 360p.mp4 (issue 32's progressive fallback) against its 360p rendition, as ffprobe sees
 * them: H.264 640×360 and AAC, the index (moov) before the media (mdat) so playback starts after the first bytes, the
 * same length as the rendition, and the same video bytes (a remux, not another encode). Answers the problems found.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

function probe(input: string, args: string[]): string {
  return execFileSync("ffprobe", ["-v", "error", "-allowed_extensions", "ALL", ...args, input], { encoding: "utf8" });
}

/** The top-level box types of an MP4 file, in order. */
function topLevelBoxes(file: string): string[] {
  const bytes = readFileSync(file);
  const types: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    types.push(bytes.toString("latin1", at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return types;
}

/** The sizes of the first video stream's packets, joined (the same encode has the same packets). */
const videoPackets = (input: string) =>
  probe(input, ["-select_streams", "v:0", "-show_entries", "packet=size", "-of", "csv=p=0"]).trim();

interface Stream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

export function checkFallbackMp4(folder: string): string[] {
  const file = path.join(folder, "360p.mp4");
  if (!existsSync(file)) return ["no 360p.mp4"];
  const problems: string[] = [];
  const streams = probe(file, ["-show_entries", "stream=codec_type,codec_name,width,height", "-of", "json"]);
  const found = (JSON.parse(streams) as { streams: Stream[] }).streams;
  const video = found.find((s) => s.codec_type === "video");
  if (video?.codec_name !== "h264" || video.width !== 640 || video.height !== 360)
    problems.push(`video ${JSON.stringify(video)}, not H.264 640×360`);
  if (!found.some((s) => s.codec_type === "audio" && s.codec_name === "aac")) problems.push("no AAC sound");
  const boxes = topLevelBoxes(file);
  if (boxes.indexOf("moov") < 0 || boxes.indexOf("moov") > boxes.indexOf("mdat"))
    problems.push(`boxes ${boxes.join(" ")}: the index is not first`);
  const rendition = path.join(folder, "360p", "index.m3u8");
  const seconds = (input: string) => Number(probe(input, ["-show_entries", "format=duration", "-of", "csv=p=0"]));
  if (Math.abs(seconds(file) - seconds(rendition)) > 0.1)
    problems.push(`${seconds(file)} s against the rendition's ${seconds(rendition)} s`);
  if (videoPackets(file) !== videoPackets(rendition)) problems.push("its video is not the 360p rendition's");
  return problems;
}
