import { describe, expect, it } from "vitest";
import {
  destinationLabel,
  exitHref,
  GATE_TENS,
  GATE_UNITS,
  isCorrect,
  leavesSite,
  lockSeconds,
  makeQuestion,
  passesGate,
} from "./gate-rules";

const SITE = "https://poli.example";

describe("parental gate rules", () => {
  it("gates links to other sites, to mail apps and to sign-in providers, not the site's own pages", () => {
    expect(leavesSite("https://www.youtube.com/", SITE)).toBe(true);
    expect(leavesSite("mailto:hello@poli.example", SITE)).toBe(true);
    expect(leavesSite("tel:+8210", SITE)).toBe(true);
    expect(leavesSite("/auth/google", SITE)).toBe(true);
    expect(leavesSite("https://poli.example/auth/weibo", SITE)).toBe(true);
    expect(leavesSite("/auth/dev", SITE)).toBe(false);
    expect(leavesSite("/apps", SITE)).toBe(false);
    expect(leavesSite("https://poli.example/series/season5", SITE)).toBe(false);
    expect(leavesSite("#main", SITE)).toBe(false);
    expect(leavesSite("https://cdn.poli.example/x.png", SITE, ["https://cdn.poli.example"])).toBe(false);
    expect(leavesSite("javascript:void(0)", SITE)).toBe(false);
  });

  it("writes an exit as the gate route with the destination, and recognises it", () => {
    const href = exitHref("https://apps.apple.com/kr/app/id1?x=1&y=2");
    expect(href).toBe("/leave?to=https%3A%2F%2Fapps.apple.com%2Fkr%2Fapp%2Fid1%3Fx%3D1%26y%3D2");
    expect(new URL(href, SITE).searchParams.get("to")).toBe("https://apps.apple.com/kr/app/id1?x=1&y=2");
    expect(passesGate(href, SITE)).toBe(true);
    expect(passesGate("/leave", SITE)).toBe(false);
    expect(passesGate("https://evil.example/leave?to=x", SITE)).toBe(false);
  });

  it("asks a two-digit number times a one-digit number, never the same question twice in a row", () => {
    const values = [0, 0, 0, 0, 0.5, 0.99];
    const random = () => values.shift() ?? 0.9;
    const first = makeQuestion(random);
    expect(first).toEqual({ a: 13, b: 6 });
    const second = makeQuestion(random, first);
    expect(second).toEqual({ a: 16, b: 9 });
    const seen = new Set<string>();
    let previous = makeQuestion();
    for (let i = 0; i < 500; i++) {
      const q = makeQuestion(Math.random, previous);
      expect(GATE_TENS).toContain(q.a);
      expect(GATE_UNITS).toContain(q.b);
      expect(q).not.toEqual(previous);
      expect(q.a * q.b).toBeGreaterThanOrEqual(78);
      seen.add(`${q.a}x${q.b}`);
      previous = q;
    }
    expect(seen.size).toBe(GATE_TENS.length * GATE_UNITS.length);
  });

  it("accepts only the product, also typed with full-width digits; the sum or a near miss is wrong", () => {
    const q = { a: 17, b: 8 };
    expect(isCorrect(q, "136")).toBe(true);
    expect(isCorrect(q, " 136 ")).toBe(true);
    expect(isCorrect(q, "１３６")).toBe(true);
    expect(isCorrect(q, "25")).toBe(false);
    expect(isCorrect(q, "135")).toBe(false);
    expect(isCorrect(q, "")).toBe(false);
    expect(isCorrect(q, "136.0")).toBe(false);
    expect(isCorrect(q, "0136")).toBe(true);
  });

  it("locks for 30 s, then twice as long each time, at most 15 minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it("names the destination without the www prefix, and a sign-in start by its provider", () => {
    expect(destinationLabel("https://www.youtube.com/watch?v=1")).toBe("youtube.com");
    expect(destinationLabel("mailto:apps@poli.example")).toBe("apps@poli.example");
    expect(destinationLabel("/auth/kakao")).toBe("kakao");
  });
});
