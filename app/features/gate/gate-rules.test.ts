import { describe, expect, it } from "vitest";
import { destinationLabel, isCorrect, leavesSite, makeQuestion } from "./gate-rules";

const SITE = "https://poli.example";

describe("parental gate rules", () => {
  it("gates links to other sites and to mail apps, not the site's own pages", () => {
    expect(leavesSite("https://www.youtube.com/", SITE)).toBe(true);
    expect(leavesSite("mailto:hello@poli.example", SITE)).toBe(true);
    expect(leavesSite("/apps", SITE)).toBe(false);
    expect(leavesSite("https://poli.example/series/season5", SITE)).toBe(false);
    expect(leavesSite("#main", SITE)).toBe(false);
    expect(leavesSite("https://cdn.poli.example/x.png", SITE, ["https://cdn.poli.example"])).toBe(false);
    expect(leavesSite("javascript:void(0)", SITE)).toBe(false);
  });

  it("asks a new question that differs from the previous one", () => {
    const values = [0, 0, 0, 0, 0.5, 0.5];
    const random = () => values.shift() ?? 0.9;
    const first = makeQuestion(random);
    expect(first).toEqual({ a: 11, b: 11 });
    const second = makeQuestion(random, first);
    expect(second).not.toEqual(first);
    for (let i = 0; i < 200; i++) {
      const q = makeQuestion();
      expect(q.a).toBeGreaterThanOrEqual(11);
      expect(q.b).toBeLessThanOrEqual(39);
    }
  });

  it("accepts only the right sum, also typed with full-width digits", () => {
    const q = { a: 23, b: 19 };
    expect(isCorrect(q, "42")).toBe(true);
    expect(isCorrect(q, " 42 ")).toBe(true);
    expect(isCorrect(q, "４２")).toBe(true);
    expect(isCorrect(q, "41")).toBe(false);
    expect(isCorrect(q, "")).toBe(false);
    expect(isCorrect(q, "42.0")).toBe(false);
  });

  it("names the destination without the www prefix", () => {
    expect(destinationLabel("https://www.youtube.com/watch?v=1")).toBe("youtube.com");
    expect(destinationLabel("mailto:apps@poli.example")).toBe("apps@poli.example");
  });
});
