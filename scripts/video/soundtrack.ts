/**
 * The episodes' soundtracks, synthesised here as PCM (no third-party audio): a title chime, a pentatonic tune
 * over a bass line, siren sweeps where a shot has its sirens on and an alarm bell for the fire drill.
 * Deterministic: the same episode always gives the same samples.
 */
import { rng } from "../art/lib/svg.ts";
import { TITLE_SECONDS, type Episode } from "./episodes.ts";

export const SAMPLE_RATE = 22050;

const MOODS = {
  calm: { bpm: 92, wave: 0.15, octave: 1 },
  song: { bpm: 116, wave: 0.35, octave: 1 },
  drill: { bpm: 104, wave: 0.25, octave: 1 },
} as const;

/** C major pentatonic over two octaves: friendly, and any two notes sound fine together. */
const SCALE = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];
/** I – IV – V – I, one chord a bar, as bass roots (Hz). */
const BASS = [65.41, 87.31, 98.0, 65.41];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A soft tone: sine plus some of its octave (sawtooth-ish brightness for songs), shaped by a pluck envelope. */
function tone(out: Float32Array, at: number, seconds: number, freq: number, gain: number, bright: number) {
  const start = Math.floor(at * SAMPLE_RATE);
  const length = Math.floor(seconds * SAMPLE_RATE);
  for (let i = 0; i < length && start + i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.015);
    const release = Math.min(1, (seconds - t) / 0.05);
    const envelope = attack * Math.max(0, release) * Math.exp(-2.2 * t);
    const phase = 2 * Math.PI * freq * t;
    out[start + i] +=
      gain * envelope * (Math.sin(phase) + bright * Math.sin(2 * phase) + bright * 0.4 * Math.sin(3 * phase));
  }
}

/** A two-tone siren: the pitch glides between 600 and 900 Hz twice a second. */
function siren(out: Float32Array, at: number, seconds: number) {
  const start = Math.floor(at * SAMPLE_RATE);
  let phase = 0;
  for (let i = 0; i < seconds * SAMPLE_RATE && start + i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const freq = 750 + 150 * Math.sin(2 * Math.PI * 1 * t);
    phase += (2 * Math.PI * freq) / SAMPLE_RATE;
    const fade = Math.min(1, t / 0.2, (seconds - t) / 0.4);
    out[start + i] += 0.12 * fade * Math.sin(phase);
  }
}

/** A school alarm bell: rapid strikes of a bright tone. */
function bell(out: Float32Array, at: number, seconds: number) {
  for (let t = 0; t < seconds; t += 0.09) tone(out, at + t, 0.09, 1318.5, 0.08, 0.2);
}

export type Sound = "chime" | "siren" | "bell";

export interface SoundEffect {
  sound: Sound;
  start: number;
  seconds: number;
}

/** Where the title chime starts and how long its notes ring (five notes 0.22 s apart, 1.6 s each). */
const CHIME_START = 0.3;
const CHIME_SECONDS = 4 * 0.22 + 1.6;

/**
 * The sounds besides the music, when they play: the title chime, a siren sweep 0.5 s into each shot with its sirens
 * on, the alarm bell at the start of a drill. The one source of truth for the soundtrack and its captions.
 */
export function soundEffects(episode: Episode): SoundEffect[] {
  const effects: SoundEffect[] = [{ sound: "chime", start: CHIME_START, seconds: CHIME_SECONDS }];
  let at = TITLE_SECONDS;
  for (const shot of episode.shots) {
    if (shot.sirens) effects.push({ sound: "siren", start: at + 0.5, seconds: 3 });
    at += shot.seconds;
  }
  // After the sirens, as the soundtrack has always mixed them (same samples, so a re-render gives the same files).
  if (episode.mood === "drill") effects.push({ sound: "bell", start: TITLE_SECONDS, seconds: 2.5 });
  return effects;
}

/** The whole soundtrack of an episode as mono samples in [-1, 1]. */
export function synthesise(episode: Episode): Float32Array {
  const total = TITLE_SECONDS + episode.shots.reduce((sum, shot) => sum + shot.seconds, 0);
  const out = new Float32Array(Math.ceil(total * SAMPLE_RATE));
  const mood = MOODS[episode.mood];
  const beat = 60 / mood.bpm;
  const random = rng(hash(episode.id));

  // Title card: a rising chime arpeggio.
  [0, 2, 4, 5, 7].forEach((step, i) => tone(out, CHIME_START + i * 0.22, 1.6, SCALE[step], 0.18, 0.1));

  // A four-bar phrase of eighth notes, repeated with small variations: catchy rather than random.
  const phrase = Array.from({ length: 32 }, () => (random() < 0.2 ? -1 : Math.floor(random() * SCALE.length)));
  const tuneStart = TITLE_SECONDS;
  for (let n = 0; tuneStart + n * (beat / 2) < total - 0.5; n++) {
    const at = tuneStart + n * (beat / 2);
    const bar = Math.floor(n / 8) % 4;
    if (n % 2 === 0) tone(out, at, beat * 0.9, BASS[bar], 0.22, 0.05);
    let step = phrase[n % 32];
    if (step < 0) continue;
    if (Math.floor(n / 32) % 2 === 1 && n % 8 === 7) step = Math.min(SCALE.length - 1, step + 1);
    tone(out, at, beat * 0.45, SCALE[step] * mood.octave, 0.14, mood.wave);
  }

  for (const effect of soundEffects(episode)) {
    if (effect.sound === "siren") siren(out, effect.start, effect.seconds);
    else if (effect.sound === "bell") bell(out, effect.start, effect.seconds);
  }

  // Fade the last second out so the end does not click, then keep peaks below full scale.
  const fadeSamples = SAMPLE_RATE;
  for (let i = 0; i < fadeSamples; i++) out[out.length - 1 - i] *= i / fadeSamples;
  const peak = out.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
  if (peak > 0.9) for (let i = 0; i < out.length; i++) out[i] *= 0.9 / peak;
  return out;
}

/** 16-bit mono PCM in a WAV container, which ffmpeg reads directly. */
export function wavFile(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
