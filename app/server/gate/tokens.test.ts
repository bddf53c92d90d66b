import { describe, expect, it } from "vitest";
import { exitPass, isValidExitPass, questionToken, readQuestionToken } from "./tokens";

const NOW = Date.UTC(2026, 10, 27, 8, 0);
const question = { a: 14, b: 7 };

describe("the parental gate's signed tokens", () => {
  it("a question token reads back only for its destination and until it expires (15 minutes)", () => {
    const token = questionToken(question, "/auth/google", NOW);
    expect(readQuestionToken(token, "/auth/google", NOW + 60_000)).toEqual(question);
    expect(readQuestionToken(token, "/auth/kakao", NOW)).toBeNull();
    expect(readQuestionToken(token, "/auth/google", NOW + 15 * 60_000)).toBeNull();
  });

  it("a pass is good for its path for 5 minutes", () => {
    const pass = exitPass("/auth/line", NOW);
    expect(isValidExitPass(pass, "/auth/line", NOW + 4 * 60_000)).toBe(true);
    expect(isValidExitPass(pass, "/auth/weibo", NOW)).toBe(false);
    expect(isValidExitPass(pass, "/auth/line", NOW + 5 * 60_000)).toBe(false);
  });

  it("a genuine token of the other kind does not fit: a question is no pass, a pass no question", () => {
    expect(isValidExitPass(questionToken(question, "/auth/line", NOW), "/auth/line", NOW)).toBe(false);
    expect(readQuestionToken(exitPass("/auth/line", NOW), "/auth/line", NOW)).toBeNull();
  });

  it("a changed, cut or hostile token is refused without an exception", () => {
    const token = questionToken(question, "/auth/google", NOW);
    const [body, mac] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ q: [1, 1], to: "/auth/google", exp: NOW + 60_000 })).toString("base64url")}.${mac}`;
    for (const bad of [forged, `${body}.`, body, "", "x".repeat(500), "..", `${body}.${mac}x`, null, undefined]) {
      expect(readQuestionToken(bad, "/auth/google", NOW), String(bad).slice(0, 20)).toBeNull();
      expect(isValidExitPass(bad, "/auth/google", NOW)).toBe(false);
    }
  });
});
