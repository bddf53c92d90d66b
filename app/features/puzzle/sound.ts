// Pick-up, miss, snap and completion sounds synthesised with WebAudio: no audio files to download. The context is
// created on the first user gesture (browsers block audio before one) and every call is a no-op
// while muted or where WebAudio is missing.

type Voice = { freq: number; at: number; length: number; type?: OscillatorType; gain?: number };

export class PuzzleSounds {
  muted = false;
  private ctx: AudioContext | null = null;

  /** Call from a pointer or key handler: creates or resumes the audio context. */
  unlock(): void {
    if (this.muted || typeof window === "undefined") return;
    try {
      this.ctx ??= new AudioContext();
      if (this.ctx.state === "suspended") void this.ctx.resume();
    } catch {
      this.ctx = null;
    }
  }

  /** A piece lifted off the tray: a soft rising pop. */
  pickup(): void {
    this.play([
      { freq: 440, at: 0, length: 0.07, type: "triangle", gain: 0.12 },
      { freq: 587, at: 0.04, length: 0.07, type: "triangle", gain: 0.1 },
    ]);
  }

  /** Put down on the board, not in its place: a gentle low "boop", never a buzzer. */
  miss(): void {
    this.play([
      { freq: 330, at: 0, length: 0.12, type: "sine", gain: 0.12 },
      { freq: 262, at: 0.08, length: 0.16, type: "sine", gain: 0.1 },
    ]);
  }

  /** A piece clicked into its place on the board: a bright two-note blip. */
  snap(): void {
    this.play([
      { freq: 880, at: 0, length: 0.08 },
      { freq: 1320, at: 0.06, length: 0.12 },
    ]);
  }

  /** Two loose pieces joined: a softer, lower click. */
  join(): void {
    this.play([{ freq: 520, at: 0, length: 0.1, type: "triangle", gain: 0.22 }]);
  }

  /** The whole picture is done: a rising arpeggio and a chord. */
  complete(): void {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    this.play([
      ...notes.map((freq, i) => ({ freq, at: i * 0.12, length: 0.18 })),
      ...notes.map((freq) => ({ freq, at: 0.55, length: 0.7, gain: 0.12 })),
    ]);
  }

  dispose(): void {
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
  }

  private play(voices: Voice[]): void {
    if (this.muted) return;
    const ctx = this.ctx;
    if (!ctx || ctx.state !== "running") return;
    const start = ctx.currentTime + 0.01;
    for (const v of voices) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = v.type ?? "sine";
      osc.frequency.value = v.freq;
      const t0 = start + v.at;
      const peak = v.gain ?? 0.25;
      // fast attack, exponential decay: a blip, not a beep
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(peak, t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + v.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + v.length + 0.02);
    }
  }
}
