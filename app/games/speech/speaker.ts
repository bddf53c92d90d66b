// Spoken hints for children who cannot read yet (issue 13): a short sentence read aloud by the browser's own voice
// (Web Speech API, nothing downloaded), in the page's language. Browsers allow speech only after a user gesture,
// so nothing is said before `unlock()` is called from one; the games' mute switch silences it; where the browser
// has no speech synthesis (or no voice for the language) it stays silent and the game works the same.

/** The parts of `window.speechSynthesis` used here (so tests can hand in a recorder). */
export interface SynthLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly { lang: string }[];
}

export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  voice?: unknown;
}

export interface SpeakerOptions {
  synth?: SynthLike | null;
  makeUtterance?: (text: string) => UtteranceLike;
}

function browserSynth(): SpeakerOptions {
  if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof SpeechSynthesisUtterance !== "function")
    return { synth: null };
  return { synth: window.speechSynthesis, makeUtterance: (text) => new SpeechSynthesisUtterance(text) };
}

/** A voice for `lang` ("zh-hk" → a zh-HK voice, else any zh voice); null when the browser has none listed. */
export function voiceFor<V extends { lang: string }>(voices: readonly V[], lang: string): V | null {
  const wanted = lang.toLowerCase();
  const base = wanted.split("-")[0];
  const norm = (v: V) => v.lang.toLowerCase().replace("_", "-");
  return voices.find((v) => norm(v) === wanted) ?? voices.find((v) => norm(v).split("-")[0] === base) ?? null;
}

export class Speaker {
  #synth: SynthLike | null;
  #make: ((text: string) => UtteranceLike) | null;
  #unlocked = false;
  #muted = false;

  constructor(options: SpeakerOptions = browserSynth()) {
    this.#synth = options.synth ?? null;
    this.#make = options.makeUtterance ?? null;
  }

  /** True where the browser can speak at all. */
  get available(): boolean {
    return this.#synth !== null && this.#make !== null;
  }

  get muted(): boolean {
    return this.#muted;
  }

  /** Muting also stops a sentence being read. */
  set muted(muted: boolean) {
    if (muted && !this.#muted) this.#synth?.cancel();
    this.#muted = muted;
  }

  /** Call from a pointer or key handler: speech is allowed from now on. */
  unlock(): void {
    this.#unlocked = true;
  }

  /**
   * Says `text` in `lang` (the page's language), cutting off whatever was being said. Returns whether it was
   * handed to the browser: false before a gesture, while muted, or without speech synthesis.
   */
  say(text: string, lang: string): boolean {
    const synth = this.#synth;
    if (!synth || !this.#make || !this.#unlocked || this.#muted || !text) return false;
    try {
      synth.cancel();
      const utterance = this.#make(text);
      utterance.lang = lang;
      // a little slower and brighter than the default: for small listeners
      utterance.rate = 0.9;
      utterance.pitch = 1.1;
      const voice = voiceFor(synth.getVoices(), lang);
      if (voice) utterance.voice = voice;
      synth.speak(utterance);
      return true;
    } catch {
      return false;
    }
  }

  /** Stops speaking (leaving the page, or a new game). */
  stop(): void {
    this.#synth?.cancel();
  }
}
