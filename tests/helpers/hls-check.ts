/**
 * Checks an HLS folder's master playlist against its files, the way a client or Apple's validator would see them,
 * without the project's own fMP4 reader: sizes from the file system, durations from the media playlists, codec,
 * picture and key frames from ffprobe. Answers the problems found (empty when the playlists tell the truth).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** `A=1,B="x,y"` → { A: "1", B: "x,y" } */
function attributes(list: string): Record<string, string> {
  const found: Record<string, string> = {};
  let rest = list;
  while (rest) {
    const eq = rest.indexOf("=");
    const key = rest.slice(0, eq);
    rest = rest.slice(eq + 1);
    let value: string;
    if (rest.startsWith('"')) {
      const close = rest.indexOf('"', 1);
      value = rest.slice(1, close);
      rest = rest.slice(close + 1);
    } else {
      const comma = rest.indexOf(",");
      value = comma < 0 ? rest : rest.slice(0, comma);
      rest = comma < 0 ? "" : rest.slice(comma);
    }
    found[key] = value;
    rest = rest.startsWith(",") ? rest.slice(1) : rest;
  }
  return found;
}

interface Entry {
  uri: string;
  seconds: number;
  range?: { length: number; offset: number };
}

function mediaEntries(text: string): { target: number; map: string; entries: Entry[] } {
  let target = 0;
  let map = "";
  const entries: Entry[] = [];
  let pending: Partial<Entry> = {};
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (line.startsWith("#EXT-X-TARGETDURATION:")) target = Number(line.split(":")[1]);
    else if (line.startsWith("#EXT-X-MAP:")) map = attributes(line.slice("#EXT-X-MAP:".length)).URI;
    else if (line.startsWith("#EXTINF:")) pending.seconds = Number.parseFloat(line.slice(8));
    else if (line.startsWith("#EXT-X-BYTERANGE:")) {
      const [length, offset] = line.slice(17).split("@").map(Number);
      pending.range = { length, offset };
    } else if (line && !line.startsWith("#")) {
      entries.push({ uri: line, seconds: pending.seconds ?? Number.NaN, range: pending.range });
      pending = {};
    }
  }
  return { target, map, entries };
}

/** RFC 8216 §4.3.4.2, counted here independently: windows of 0.5–1.5 target durations. */
function peak(sized: { bytes: number; seconds: number }[], target: number): number {
  let best = 0;
  for (let i = 0; i < sized.length; i++)
    for (let j = i, bytes = 0, seconds = 0; j < sized.length; j++) {
      bytes += sized[j].bytes;
      seconds += sized[j].seconds;
      if (seconds > 1.5 * target) break;
      if (seconds >= 0.5 * target) best = Math.max(best, (bytes * 8) / seconds);
    }
  if (best === 0) best = mean(sized);
  return best;
}

function mean(sized: { bytes: number; seconds: number }[]): number {
  const bytes = sized.reduce((s, x) => s + x.bytes, 0);
  return (bytes * 8) / sized.reduce((s, x) => s + x.seconds, 0);
}

const PROFILES: Record<string, string> = { Main: "4d", High: "64", "Constrained Baseline": "42", Baseline: "42" };

interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    level?: number;
    width?: number;
    height?: number;
    sample_aspect_ratio?: string;
    avg_frame_rate?: string;
  }[];
  packets: { codec_type: string; pos: string; size: string; flags: string }[];
}

function ffprobe(file: string): Probe {
  const out = execFileSync(
    "ffprobe",
    [
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_streams",
      "-show_entries",
      "packet=codec_type,pos,size,flags",
      file,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out.toString()) as Probe;
}

export function checkHlsFolder(dir: string): string[] {
  const problems: string[] = [];
  const master = readFileSync(path.join(dir, "master.m3u8"), "utf8").split("\n");
  if (!master.includes("#EXT-X-INDEPENDENT-SEGMENTS")) problems.push("master: no EXT-X-INDEPENDENT-SEGMENTS");
  const variants = master.flatMap((line, i) =>
    line.startsWith("#EXT-X-STREAM-INF:") ? [{ attrs: attributes(line.slice(18)), uri: master[i + 1].trim() }] : [],
  );
  const iframeVariants = master
    .filter((line) => line.startsWith("#EXT-X-I-FRAME-STREAM-INF:"))
    .map((line) => attributes(line.slice(26)));
  if (variants.length === 0) problems.push("master: no variants");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "hls-check-"));
  try {
    for (const { attrs, uri } of variants) {
      const name = path.dirname(uri);
      const where = `${path.basename(dir)}/${name}`;
      for (const key of ["BANDWIDTH", "AVERAGE-BANDWIDTH", "CODECS", "RESOLUTION", "FRAME-RATE"])
        if (!(key in attrs)) problems.push(`${where}: no ${key}`);
      const media = mediaEntries(readFileSync(path.join(dir, uri), "utf8"));
      const sized = media.entries.map((e) => ({
        bytes: statSync(path.join(dir, name, e.uri)).size,
        seconds: e.seconds,
      }));
      const measuredPeak = peak(sized, media.target);
      const measuredMean = mean(sized);
      const bandwidth = Number(attrs.BANDWIDTH);
      const average = Number(attrs["AVERAGE-BANDWIDTH"]);
      // Declared peak: at least the measured one (RFC 8216: MUST), and not inflated (within 1 %).
      if (!(bandwidth >= measuredPeak && bandwidth <= measuredPeak * 1.01 + 1))
        problems.push(`${where}: BANDWIDTH ${bandwidth}, segments peak at ${Math.ceil(measuredPeak)}`);
      if (Math.abs(average - measuredMean) > measuredMean * 0.01 + 1)
        problems.push(`${where}: AVERAGE-BANDWIDTH ${average}, segments average ${Math.ceil(measuredMean)}`);

      // One file of the whole rendition for ffprobe: init, then every segment (offsets kept to map packets back).
      const init = readFileSync(path.join(dir, name, media.map));
      const parts = [init, ...media.entries.map((e) => readFileSync(path.join(dir, name, e.uri)))];
      const starts: number[] = [];
      parts.reduce((at, part) => (starts.push(at), at + part.length), 0);
      const whole = path.join(scratch, `${path.basename(dir)}-${name}.mp4`);
      writeFileSync(whole, Buffer.concat(parts));
      const probe = ffprobe(whole);
      const video = probe.streams.find((s) => s.codec_type === "video");
      const audio = probe.streams.find((s) => s.codec_type === "audio");
      if (!video) {
        problems.push(`${where}: no video stream`);
        continue;
      }
      if (attrs.RESOLUTION !== `${video.width}x${video.height}`)
        problems.push(`${where}: RESOLUTION ${attrs.RESOLUTION}, picture ${video.width}x${video.height}`);
      if (!["1:1", undefined].includes(video.sample_aspect_ratio))
        problems.push(`${where}: pixels are not square (${video.sample_aspect_ratio})`);
      const [num, den] = (video.avg_frame_rate ?? "0/1").split("/").map(Number);
      if (Math.abs(Number(attrs["FRAME-RATE"]) - num / den) > 0.01)
        problems.push(`${where}: FRAME-RATE ${attrs["FRAME-RATE"]}, frames come at ${(num / den).toFixed(3)}`);
      const expectedVideo = `avc1.${PROFILES[video.profile ?? ""]}`;
      const [videoCodec, audioCodec] = (attrs.CODECS ?? "").split(",");
      const level = (video.level ?? 0).toString(16).padStart(2, "0");
      if (!videoCodec?.startsWith(expectedVideo) || !videoCodec.endsWith(level))
        problems.push(`${where}: CODECS ${attrs.CODECS}, video is ${video.profile} level ${video.level}`);
      if (audio && audioCodec !== (audio.profile === "LC" ? "mp4a.40.2" : audio.codec_name))
        problems.push(`${where}: CODECS ${attrs.CODECS}, audio is ${audio.codec_name} ${audio.profile}`);
      if (!audio && audioCodec) problems.push(`${where}: CODECS names audio, the rendition has none`);

      // The I-frame playlist: one entry per segment, each range from the segment's moof over its first key frame.
      const iframe = iframeVariants.find((a) => a.URI?.startsWith(`${name}/`));
      if (!iframe) {
        problems.push(`${where}: no EXT-X-I-FRAME-STREAM-INF`);
        continue;
      }
      if (iframe.RESOLUTION !== attrs.RESOLUTION) problems.push(`${where}: I-frame RESOLUTION ${iframe.RESOLUTION}`);
      const iframes = mediaEntries(readFileSync(path.join(dir, iframe.URI), "utf8"));
      if (iframes.map !== media.map) problems.push(`${where}: I-frame playlist maps ${iframes.map}`);
      if (iframes.entries.length !== media.entries.length)
        problems.push(`${where}: ${iframes.entries.length} I-frames for ${media.entries.length} segments`);
      const keyFrames = probe.packets.filter((p) => p.codec_type === "video" && p.flags.startsWith("K"));
      for (const entry of iframes.entries) {
        const segment = media.entries.findIndex((e) => e.uri === entry.uri);
        const base = starts[segment + 1];
        const range = entry.range;
        const key = keyFrames.find((p) => Number(p.pos) >= base && Number(p.pos) < base + parts[segment + 1].length);
        const bytes = parts[segment + 1];
        if (!range || !key) {
          problems.push(`${where}: I-frame entry ${entry.uri} has no range or its segment no key frame`);
          continue;
        }
        if (bytes.toString("latin1", range.offset + 4, range.offset + 8) !== "moof")
          problems.push(`${where}: I-frame range of ${entry.uri} does not start at a moof`);
        if (Number(key.pos) + Number(key.size) - base > range.offset + range.length)
          problems.push(`${where}: I-frame range of ${entry.uri} ends before its key frame`);
      }
      const sizedFrames = iframes.entries.map((e) => ({ bytes: e.range?.length ?? 0, seconds: e.seconds }));
      if (Number(iframe.BANDWIDTH) < peak(sizedFrames, iframes.target))
        problems.push(`${where}: I-frame BANDWIDTH below its peak`);
      const total = (entries: Entry[]) => entries.reduce((s, e) => s + e.seconds, 0);
      if (Math.abs(total(iframes.entries) - total(media.entries)) > 0.5)
        problems.push(
          `${where}: I-frame playlist lasts ${total(iframes.entries)} s, the media ${total(media.entries)} s`,
        );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return problems;
}
