import type { BrowserContext, Page } from "playwright-core";

/**
 * What a child would hear, recorded: every WebAudio tone the page starts (an oscillator on a running context) and
 * every sentence handed to speech synthesis (replaced by a recorder, so tests do not depend on installed voices).
 */
export async function listenToGames(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __tones: number; __said: { text: string; lang: string }[] };
    w.__tones = 0;
    w.__said = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode["start"]>) {
      if (this.context.state === "running") w.__tones++;
      return start.apply(this, args);
    };
    const synth = {
      speak: (u: SpeechSynthesisUtterance) => void w.__said.push({ text: u.text, lang: u.lang }),
      cancel() {},
      getVoices: () => [],
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  });
}

export const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);
export const said = (page: Page) =>
  page.evaluate(() => (window as unknown as { __said: { text: string; lang: string }[] }).__said);
