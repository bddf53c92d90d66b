import { describe, expect, it } from "vitest";
import { destinationLabel, GATE_FACTORS, isCorrect, leavesSite, makeQuestion } from "./gate-rules";

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

  it("asks a multiplication of two factors from 3 to 9, never the same question twice in a row", () => {
    const values = [0, 0, 0, 0, 0.5, 0.99];
    const random = () => values.shift() ?? 0.9;
    const first = makeQuestion(random);
    expect(first).toEqual({ a: 3, b: 3 });
    const second = makeQuestion(random, first);
    expect(second).toEqual({ a: 6, b: 9 });
    for (let i = 0; i < 200; i++) {
      const q = makeQuestion();
      expect(GATE_FACTORS).toContain(q.a);
      expect(GATE_FACTORS).toContain(q.b);
    }
  });

  it("accepts only the product, also typed with full-width digits; the sum is wrong", () => {
    const q = { a: 7, b: 8 };
    expect(isCorrect(q, "56")).toBe(true);
    expect(isCorrect(q, " 56 ")).toBe(true);
    expect(isCorrect(q, "５６")).toBe(true);
    expect(isCorrect(q, "15")).toBe(false);
    expect(isCorrect(q, "55")).toBe(false);
    expect(isCorrect(q, "")).toBe(false);
    expect(isCorrect(q, "56.0")).toBe(false);
  });

  it("names the destination without the www prefix", () => {
    expect(destinationLabel("https://www.youtube.com/watch?v=1")).toBe("youtube.com");
    expect(destinationLabel("mailto:apps@poli.example")).toBe("apps@poli.example");
  });
});
