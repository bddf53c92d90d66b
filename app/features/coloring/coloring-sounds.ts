// Gentle sounds for coloring, synthesised with WebAudio (no audio files): a soft rising "bloop" for a fill, a
// short breathy brush-on, a pop for a sticker, a small fanfare for Done. The context is made on the first user
// gesture (browsers block audio before one); every call is a no-op while muted, where WebAudio is missing, or
// when the system asks for reduced motion (the closest thing to a "quiet please" wish a page can read).
import type { CommitKind } from "~/games/coloring";

type Note = { freq: number; at: number; length: number; type?: OscillatorType; gain?: number; slideTo?: number };

const MUTE_KEY = "coloring-sound-muted";

export class ColoringSounds {
  #muted: boolean;
  #ctx: AudioContext | null = null;

  constructor() {
    this.#muted = typeof window === "undefined" || prefersQuiet() || readMuted();
  }

  get muted(): boolean {
    return this.#muted;
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    try {
      localStorage.setItem(MUTE_KEY, muted ? "1" : "0");
    } catch {
      /* private mode: remembered for this visit only */
    }
    if (muted) void this.#ctx?.suspend().catch(() => {});
    else this.unlock();
  }

  /** Call from a pointer or key handler: creates or resumes the audio context. */
  unlock(): void {
    if (this.#muted || typeof window === "undefined") return;
    try {
      this.#ctx ??= new AudioContext();
      if (this.#ctx.state === "suspended") void this.#ctx.resume();
    } catch {
      this.#ctx = null;
    }
  }

  committed(kind: CommitKind): void {
    if (kind === "fill") this.#play([{ freq: 330, slideTo: 660, at: 0, length: 0.22, gain: 0.18 }]);
    else if (kind === "sticker")
      this.#play([
        { freq: 600, slideTo: 900, at: 0, length: 0.08, type: "triangle" },
        { freq: 1200, at: 0.06, length: 0.1, gain: 0.12 },
      ]);
    else if (kind === "brush") this.#play([{ freq: 520, at: 0, length: 0.12, type: "triangle", gain: 0.1 }]);
    else this.#play([{ freq: 260, slideTo: 200, at: 0, length: 0.12, type: "triangle", gain: 0.1 }]);
  }

  done(): void {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    this.#play([
      ...notes.map((freq, i) => ({ freq, at: i * 0.11, length: 0.2 })),
      ...notes.map((freq) => ({ freq, at: 0.5, length: 0.8, gain: 0.1 })),
    ]);
  }

  dispose(): void {
    void this.#ctx?.close().catch(() => {});
    this.#ctx = null;
  }

  #play(notes: Note[]): void {
    const ctx = this.#ctx;
    if (this.#muted || !ctx || ctx.state !== "running") return;
    const start = ctx.currentTime + 0.01;
    for (const n of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = n.type ?? "sine";
      const t0 = start + n.at;
      osc.frequency.setValueAtTime(n.freq, t0);
      if (n.slideTo) osc.frequency.exponentialRampToValueAtTime(n.slideTo, t0 + n.length);
      // Fast attack, exponential decay: a soft blip, never a beep.
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(n.gain ?? 0.2, t0 + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + n.length + 0.02);
    }
  }
}

function prefersQuiet(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}
