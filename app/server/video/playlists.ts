/**
 * The master playlist and the I-frame playlists of an encodeHls folder, written from what the files hold, not from
 * the encoder's settings (issue 32): each variant's BANDWIDTH is its peak segment bit rate and AVERAGE-BANDWIDTH its
 * mean, as RFC 8216 §4.3.4.2 defines them; CODECS, RESOLUTION and FRAME-RATE come from the init segment and the
 * fragments. Each rendition gets an I-frame playlist (EXT-X-I-FRAMES-ONLY) whose byte ranges cover a fragment's moof
 * and its first (key) frame, as Apple's HLS authoring specification asks, so players can show thumbnails when seeking.
 * Plain TypeScript with relative imports only (scripts/video/ uses it through hls.ts).
 */
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { readInitSegment, readMediaSegment, type InitTrack } from "./fmp4";

export const IFRAME_PLAYLIST = "iframes.m3u8";

export interface MediaSegment {
  uri: string;
  seconds: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  mapUri: string;
  segments: MediaSegment[];
}

/** The parts of a VOD media playlist written by ffmpeg that the master needs. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const target = lines.find((line) => line.startsWith("#EXT-X-TARGETDURATION:"));
  const map = lines.find((line) => line.startsWith("#EXT-X-MAP:"));
  const segments: MediaSegment[] = [];
  let seconds: number | undefined;
  for (const line of lines) {
    if (line.startsWith("#EXTINF:")) seconds = Number.parseFloat(line.slice("#EXTINF:".length));
    else if (line && !line.startsWith("#") && seconds !== undefined) {
      segments.push({ uri: line, seconds });
      seconds = undefined;
    }
  }
  const mapUri = map ? /URI="([^"]+)"/.exec(map)?.[1] : undefined;
  if (!target || !mapUri || segments.length === 0)
    throw new Error("Not an fMP4 VOD playlist: it needs #EXT-X-TARGETDURATION, #EXT-X-MAP and segments");
  return { targetDuration: Number(target.split(":")[1]), mapUri, segments };
}

/**
 * RFC 8216 §4.3.4.2: the peak segment bit rate is the largest bit rate of any contiguous set of segments whose total
 * duration is between 0.5 and 1.5 times the target duration (a clip shorter than half of it counts as one set).
 */
export function peakBitRate(segments: { bytes: number; seconds: number }[], targetDuration: number): number {
  let peak = 0;
  let anyWindow = false;
  for (let first = 0; first < segments.length; first++) {
    let bytes = 0;
    let seconds = 0;
    for (let last = first; last < segments.length; last++) {
      bytes += segments[last].bytes;
      seconds += segments[last].seconds;
      if (seconds > 1.5 * targetDuration) break;
      if (seconds >= 0.5 * targetDuration && seconds > 0) {
        peak = Math.max(peak, (bytes * 8) / seconds);
        anyWindow = true;
      }
    }
  }
  if (!anyWindow) return averageBitRate(segments);
  return Math.ceil(peak);
}

export function averageBitRate(segments: { bytes: number; seconds: number }[]): number {
  const seconds = segments.reduce((sum, s) => sum + s.seconds, 0);
  const bytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  return seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0;
}

export interface RenditionFacts {
  name: string;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  width: number;
  height: number;
  pixelAspect: [number, number];
  frameRate: number;
  iframes: { bandwidth: number; averageBandwidth: number; playlist: string };
}

/** Measures one rendition folder (index.m3u8, init.mp4, segments) and builds its I-frame playlist. */
export async function measureRendition(dir: string, name: string): Promise<RenditionFacts> {
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const tracks = readInitSegment(await readFile(path.join(dir, playlist.mapUri)));
  const video = tracks.find((t) => t.kind === "video");
  if (!video?.width || !video.height) throw new Error(`${name}: the init segment has no video track`);
  const audio = tracks.filter((t): t is InitTrack => t.kind === "audio");

  const sized: { bytes: number; seconds: number }[] = [];
  const iframes: { uri: string; offset: number; length: number; start: number }[] = [];
  let frames = 0;
  let videoTicks = 0;
  let videoEnd = 0;
  for (const segment of playlist.segments) {
    const file = path.join(dir, segment.uri);
    sized.push({ bytes: (await stat(file)).size, seconds: segment.seconds });
    for (const fragment of readMediaSegment(await readFile(file), tracks)) {
      const run = fragment.tracks.find((t) => t.trackId === video.trackId);
      if (!run) continue;
      frames += run.samples;
      videoTicks += run.duration;
      videoEnd = Math.max(videoEnd, run.baseDecodeTime + run.duration);
      if (run.firstSample.sync)
        iframes.push({
          uri: segment.uri,
          offset: fragment.moofStart,
          length: run.firstSample.end - fragment.moofStart,
          start: run.baseDecodeTime,
        });
    }
  }
  if (iframes.length === 0) throw new Error(`${name}: no fragment starts with a key frame`);

  // Each I-frame lasts until the next one (the last until the video ends), in seconds.
  const iframeSeconds = iframes.map((f, i) => ((iframes[i + 1]?.start ?? videoEnd) - f.start) / video.timescale);
  const iframeSized = iframes.map((f, i) => ({ bytes: f.length, seconds: iframeSeconds[i] }));
  const iframeTarget = Math.max(1, ...iframeSeconds.map((s) => Math.round(s)));
  const iframeLines = [
    "#EXTM3U",
    "#EXT-X-VERSION:7",
    `#EXT-X-TARGETDURATION:${iframeTarget}`,
    "#EXT-X-MEDIA-SEQUENCE:0",
    "#EXT-X-PLAYLIST-TYPE:VOD",
    "#EXT-X-I-FRAMES-ONLY",
    `#EXT-X-MAP:URI="${playlist.mapUri}"`,
    ...iframes.flatMap((f, i) => [
      `#EXTINF:${iframeSeconds[i].toFixed(6)},`,
      `#EXT-X-BYTERANGE:${f.length}@${f.offset}`,
      f.uri,
    ]),
    "#EXT-X-ENDLIST",
    "",
  ];
  return {
    name,
    bandwidth: peakBitRate(sized, playlist.targetDuration),
    averageBandwidth: averageBitRate(sized),
    codecs: [video.codec, ...audio.map((a) => a.codec)].join(","),
    width: video.width,
    height: video.height,
    pixelAspect: video.pixelAspect ?? [1, 1],
    frameRate: videoTicks > 0 ? (frames * video.timescale) / videoTicks : 0,
    iframes: {
      bandwidth: peakBitRate(iframeSized, iframeTarget),
      averageBandwidth: averageBitRate(iframeSized),
      playlist: iframeLines.join("\n"),
    },
  };
}

/** The master playlist for measured renditions, listed in the given order (the first is where players start). */
export function masterPlaylist(renditions: RenditionFacts[]): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:7", "#EXT-X-INDEPENDENT-SEGMENTS", ""];
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},CODECS="${r.codecs}",` +
        `RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.frameRate.toFixed(3)}`,
      `${r.name}/index.m3u8`,
      "",
    );
  }
  for (const r of renditions) {
    const videoCodec = r.codecs.split(",")[0];
    lines.push(
      `#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=${r.iframes.bandwidth},AVERAGE-BANDWIDTH=${r.iframes.averageBandwidth},` +
        `CODECS="${videoCodec}",RESOLUTION=${r.width}x${r.height},URI="${r.name}/${IFRAME_PLAYLIST}"`,
    );
  }
  lines.push("");
  return lines.join("\n");
}

/** Measures every rendition under outDir and (re)writes outDir/master.m3u8 and each <rendition>/iframes.m3u8. */
export async function writeHlsPlaylists(outDir: string, renditionNames: readonly string[]): Promise<RenditionFacts[]> {
  const facts: RenditionFacts[] = [];
  for (const name of renditionNames) {
    const measured = await measureRendition(path.join(outDir, name), name);
    await writeFile(path.join(outDir, name, IFRAME_PLAYLIST), measured.iframes.playlist);
    facts.push(measured);
  }
  await writeFile(path.join(outDir, "master.m3u8"), masterPlaylist(facts));
  return facts;
}
