import { describe, expect, it } from "vitest";
import { Speaker, voiceFor, type SynthLike, type UtteranceLike } from "./speaker.ts";

/** A stand-in for window.speechSynthesis that records what it was asked to say. */
function recorder(voices: { lang: string; name: string }[] = []) {
  const said: UtteranceLike[] = [];
  let cancels = 0;
  const synth: SynthLike = {
    speak: (u) => void said.push(u),
    cancel: () => void cancels++,
    getVoices: () => voices,
  };
  const speaker = new Speaker({ synth, makeUtterance: (text) => ({ text, lang: "", rate: 1, pitch: 1 }) });
  return { speaker, said, cancels: () => cancels };
}

describe("spoken hints", () => {
  it("says nothing before a user gesture, then speaks in the page language", () => {
    const { speaker, said } = recorder();
    expect(speaker.say("Pick up a piece", "en")).toBe(false);
    expect(said).toHaveLength(0);
    speaker.unlock();
    expect(speaker.say("조각을 집어 보세요", "ko")).toBe(true);
    expect(said).toEqual([expect.objectContaining({ text: "조각을 집어 보세요", lang: "ko" })]);
  });

  it("is silenced by the mute switch, which also stops a sentence being read", () => {
    const { speaker, said, cancels } = recorder();
    speaker.unlock();
    speaker.muted = true;
    expect(cancels()).toBe(1);
    expect(speaker.say("Well done!", "en")).toBe(false);
    speaker.muted = false;
    expect(speaker.say("Well done!", "en")).toBe(true);
    expect(said.map((u) => u.text)).toEqual(["Well done!"]);
  });

  it("is silently skipped where the browser has no speech synthesis", () => {
    const speaker = new Speaker({ synth: null });
    speaker.unlock();
    expect(speaker.available).toBe(false);
    expect(speaker.say("Well done!", "en")).toBe(false);
    expect(() => speaker.stop()).not.toThrow();
    // and in Node, where there is no window at all
    const node = new Speaker();
    node.unlock();
    expect(node.say("Well done!", "en")).toBe(false);
  });

  it("a new sentence cuts off the one before it", () => {
    const { speaker, cancels } = recorder();
    speaker.unlock();
    speaker.say("one", "en");
    speaker.say("two", "en");
    expect(cancels()).toBe(2);
  });

  it("picks a voice for the language, by region first, then by language", () => {
    const voices = [
      { lang: "en-US", name: "a" },
      { lang: "zh-CN", name: "b" },
      { lang: "zh_HK", name: "c" },
    ];
    expect(voiceFor(voices, "zh-hk")?.name).toBe("c");
    expect(voiceFor(voices, "zh-tw")?.name).toBe("b");
    expect(voiceFor(voices, "en")?.name).toBe("a");
    expect(voiceFor(voices, "ja")).toBeNull();
    const { speaker, said } = recorder(voices);
    speaker.unlock();
    speaker.say("你好", "zh-hk");
    expect(said[0]?.voice).toEqual(voices[2]);
  });
});
