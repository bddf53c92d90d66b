/**
 * `npm run video`: renders the catalog's episodes (HLS, poster, captions in 8 languages) and the ten
 * background loops (small muted MP4 + poster) from the project's own SVG art into public/video/.
 * Needs ffmpeg (Debian's package). Same inputs → same files as far as ffmpeg allows (bit-exact flags, no dates).
 *
 * Usage: npx tsx scripts/video/render.ts [--only=<id or series key>,…] [--loops] [--episodes]
 *        [--playlists]  only rewrite the episodes' master and I-frame playlists from their segments (no encoding)
 *        [--captions]   only rewrite the episodes' caption files
 *        [--fallback]   only rewrite the episodes' 360p.mp4 (the 360p rendition remuxed, no encoding)
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SERIES_KEYS, type SeriesKey } from "../../app/shared/constants.ts";
import { LOCALES } from "../../app/shared/locales.ts";
import { encodeHls, ffmpegAvailable, HLS_LADDER, probeVideo, writeProgressiveMp4 } from "../../app/server/video/hls.ts";
import { writeHlsPlaylists } from "../../app/server/video/playlists.ts";
import { buildVtt, layoutCaption, lineLimit, pagedCues, scheduleLines } from "./captions.ts";
import { ACTOR_SIZE, FPS, HEIGHT, WIDTH, shotFilter, type ShotInputs } from "./compose.ts";
import {
  EPISODES,
  LOOP_ACTORS,
  LOOP_SECONDS,
  SOUND_LABELS,
  TITLE_SECONDS,
  type Actor,
  type Episode,
  type ShotActor,
} from "./episodes.ts";
import { soundEffects, synthesise, wavFile } from "./soundtrack.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ART = path.join(ROOT, "public/art");
const OUT = path.join(ROOT, "public/video");

const CLOUD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 100"><g fill="#fff" stroke="#1d2a3a" stroke-opacity="0.15" stroke-width="3">
<path d="M40 88 C10 88 8 56 36 52 C36 26 76 18 92 40 C104 12 156 14 160 46 C196 40 214 66 196 88 Z"/></g></svg>`;
const glow = (
  colour: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><defs><radialGradient id="g">
<stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${colour}" stop-opacity="0.55"/>
<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><circle cx="80" cy="80" r="80" fill="url(#g)"/></svg>`;

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args], {
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr = (stderr + c).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr}`))));
  });
}

async function rasterise(svg: Buffer | string, file: string, width: number, height?: number) {
  await sharp(typeof svg === "string" ? Buffer.from(svg) : svg, { density: 144 })
    .resize(width, height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toFile(file);
}

/** Rasterises every picture the shots use into `dir` once. */
export async function prepareSprites(dir: string) {
  const sprite = (name: string) => path.join(dir, `${name}.png`);
  for (const key of SERIES_KEYS)
    await rasterise(await readFile(path.join(ART, "seasons", `${key}.svg`)), sprite(`bg-${key}`), WIDTH, HEIGHT);
  const actors = new Set<Actor>(
    [...EPISODES.flatMap((e) => e.shots.flatMap((s) => s.actors)), ...Object.values(LOOP_ACTORS).flat()].map(
      (a) => a.who,
    ),
  );
  for (const who of actors)
    await rasterise(await readFile(path.join(ART, "characters", `${who}.svg`)), sprite(`actor-${who}`), ACTOR_SIZE);
  await rasterise(CLOUD_SVG, sprite("cloud"), 240);
  await rasterise(glow("#ff3b3b"), sprite("siren-red"), 160);
  await rasterise(glow("#2f7bff"), sprite("siren-blue"), 160);
  await rasterise(await readFile(path.join(ART, "logo.svg")), sprite("logo"), 480);
  return sprite;
}

/** Collects looped-picture inputs for ffmpeg, one per layer, each cut to the shot's length. */
class Inputs {
  readonly args: string[] = [];
  private count = 0;
  constructor(private readonly sprite: (name: string) => string) {}
  add(name: string, seconds: number): number {
    this.args.push("-loop", "1", "-framerate", String(FPS), "-t", String(seconds), "-i", this.sprite(name));
    return this.count++;
  }
  shot(art: SeriesKey, actors: ShotActor[], seconds: number, title = false): ShotInputs {
    return {
      background: this.add(`bg-${art}`, seconds),
      actors: actors.map((a) => this.add(`actor-${a.who}`, seconds)),
      cloud: this.add("cloud", seconds),
      sirenRed: this.add("siren-red", seconds),
      sirenBlue: this.add("siren-blue", seconds),
      logo: title ? this.add("logo", seconds) : undefined,
    };
  }
  get next(): number {
    return this.count;
  }
}

const BITEXACT = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"];

/**
 * How the loops are encoded: H.264 in MP4 plays in every browser's <video> without player JavaScript. One key frame
 * at the start and no B-frames (issue 32, the songsong seam): frames are stored in the order they are shown, so the
 * file needs no edit list or reordering delay, and a browser looping it shows frame 0 the moment it jumps back.
 */
export const LOOP_ENCODER = [
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-tune",
  "animation",
  "-crf",
  "31",
  "-profile:v",
  "main",
  "-pix_fmt",
  "yuv420p",
  "-g",
  String(FPS * LOOP_SECONDS),
  "-bf",
  "0",
];

/** Renders a series' loop (its `seconds`, default one period) into `file` (public/video/loops/<key>.mp4 and its poster unless told otherwise). */
export async function renderLoop(
  key: SeriesKey,
  sprite: (name: string) => string,
  options: { file?: string; encoder?: string[]; seconds?: number } = {},
) {
  const inputs = new Inputs(sprite);
  const actors = LOOP_ACTORS[key];
  const graph = shotFilter({
    // Longer than the period only to check the seam: the frame after the last must be the first again.
    inputs: inputs.shot(key, actors, options.seconds ?? LOOP_SECONDS),
    actors,
    period: LOOP_SECONDS,
    night: key === "season5",
    out: "v",
  });
  const dir = path.join(OUT, "loops");
  await mkdir(dir, { recursive: true });
  const file = options.file ?? path.join(dir, `${key}.mp4`);
  await ffmpeg([
    ...inputs.args,
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-an",
    ...(options.encoder ?? LOOP_ENCODER),
    "-threads",
    "2",
    "-movflags",
    "+faststart",
    ...BITEXACT,
    file,
  ]);
  if (!options.file)
    await ffmpeg(["-i", file, "-frames:v", "1", "-q:v", "5", ...BITEXACT, path.join(dir, `${key}.jpg`)]);
}

export function episodeSeconds(episode: Episode): number {
  return TITLE_SECONDS + episode.shots.reduce((sum, s) => sum + s.seconds, 0);
}

async function renderEpisode(episode: Episode, sprite: (name: string) => string, work: string) {
  const inputs = new Inputs(sprite);
  const parts = [
    shotFilter({
      inputs: inputs.shot(episode.art, [], TITLE_SECONDS, true),
      actors: [],
      period: TITLE_SECONDS,
      title: true,
      fade: true,
      night: episode.art === "season5",
      out: "s0",
    }),
  ];
  episode.shots.forEach((shot, i) => {
    parts.push(
      shotFilter({
        inputs: inputs.shot(shot.art, shot.actors, shot.seconds),
        actors: shot.actors,
        period: shot.seconds,
        sirens: shot.sirens,
        night: shot.art === "season5",
        fade: true,
        out: `s${i + 1}`,
      }),
    );
  });
  const labels = parts.map((_, i) => `[s${i}]`).join("");
  const graph = `${parts.join(";")};${labels}concat=n=${parts.length}:v=1:a=0[v]`;
  const wav = path.join(work, `${episode.id}.wav`);
  await writeFile(wav, wavFile(synthesise(episode)));
  const audioIndex = inputs.next;
  const mezzanine = path.join(work, `${episode.id}.mp4`);
  await ffmpeg([
    ...inputs.args,
    "-i",
    wav,
    "-filter_complex",
    graph,
    "-map",
    "[v]",
    "-map",
    `${audioIndex}:a`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-crf",
    "12",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "160k",
    "-threads",
    "2",
    ...BITEXACT,
    mezzanine,
  ]);

  const expected = episodeSeconds(episode);
  const { durationSeconds } = await probeVideo(mezzanine);
  if (Math.abs(durationSeconds - expected) > 0.5)
    throw new Error(`${episode.id}: rendered ${durationSeconds}s, expected ${expected}s`);

  const dir = path.join(OUT, episode.id);
  // The poster is a moment of the first shot (the title card is dimmed for the logo).
  await encodeHls({ input: mezzanine, outDir: dir, posterAtSeconds: TITLE_SECONDS + 6 });
  await writeCaptions(episode, dir);
}

/** How long a sound's caption stays up at most: long enough to read, not over the lines that follow. */
const SOUND_CAPTION_SECONDS = 3;

/**
 * The episode's captions in every language: its sounds in brackets when they play (soundtrack.ts says when), its
 * lines in the time around them, each laid out in at most two lines of the language's length (captions.ts).
 */
async function writeCaptions(episode: Episode, dir: string) {
  const end = episodeSeconds(episode) - 0.3;
  // Sounds that overlap (the drill's bell under a siren) share one caption, in the order they start.
  const sounds: { start: number; end: number; label: string[] }[] = [];
  for (const effect of soundEffects(episode).sort((a, b) => a.start - b.start)) {
    const label = SOUND_LABELS[effect.sound === "chime" ? (`chime-${episode.mood}` as const) : effect.sound];
    const until = Math.min(effect.start + Math.min(effect.seconds, SOUND_CAPTION_SECONDS), end);
    const last = sounds.at(-1);
    if (last && effect.start < last.end) {
      last.end = Math.max(last.end, until);
      last.label = last.label.map((text, i) => `${text} ${label[i]}`);
    } else sounds.push({ start: effect.start, end: until, label: [...label] });
  }
  const timed = scheduleLines(episode.lines, TITLE_SECONDS + 0.3, end, sounds);
  await mkdir(path.join(dir, "captions"), { recursive: true });
  for (const [index, locale] of LOCALES.entries()) {
    const limit = lineLimit(locale);
    const cues = [
      ...sounds.map((s) => ({ ...s, text: s.label[index] })),
      ...timed.map((t) => ({ ...t, text: t.line[index] })),
    ];
    const vtt = buildVtt(cues.flatMap((cue) => pagedCues(cue.start, cue.end, layoutCaption(cue.text, limit))));
    await writeFile(path.join(dir, "captions", `${locale}.vtt`), vtt);
  }
}

async function main() {
  if (!(await ffmpegAvailable())) {
    console.error("ffmpeg and ffprobe are needed: apt-get install -y ffmpeg");
    process.exit(1);
  }
  const flags = process.argv.slice(2);
  const only = flags
    .find((f) => f.startsWith("--only="))
    ?.slice(7)
    .split(",");
  const chosen = EPISODES.filter((e) => !only || only.includes(e.id));
  if (["--playlists", "--captions", "--fallback"].some((flag) => flags.includes(flag))) {
    for (const episode of chosen) {
      const dir = path.join(OUT, episode.id);
      if (flags.includes("--playlists"))
        await writeHlsPlaylists(
          dir,
          HLS_LADDER.map((r) => r.name),
        );
      if (flags.includes("--captions")) await writeCaptions(episode, dir);
      if (flags.includes("--fallback")) await writeProgressiveMp4(dir);
      console.log(`episode ${episode.id}: ${flags.filter((f) => !f.startsWith("--only")).join(" ")} rewritten`);
    }
    return;
  }
  const wantLoops = !flags.includes("--episodes") || flags.includes("--loops");
  const wantEpisodes = !flags.includes("--loops") || flags.includes("--episodes");
  const work = await mkdtemp(path.join(os.tmpdir(), "rescue-video-"));
  try {
    const sprite = await prepareSprites(work);
    if (wantLoops) {
      for (const key of SERIES_KEYS.filter((k) => !only || only.includes(k))) {
        const started = Date.now();
        await renderLoop(key, sprite);
        console.log(`loop ${key}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    if (wantEpisodes) {
      for (const episode of chosen) {
        const started = Date.now();
        await renderEpisode(episode, sprite, work);
        console.log(
          `episode ${episode.id} (${episodeSeconds(episode)} s): ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
