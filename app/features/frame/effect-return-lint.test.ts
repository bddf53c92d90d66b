import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Issue 19: `useEffect(() => window.scrollTo({ top: 0 }))` handed Chromium 156's Promise to React as the effect's
// cleanup, and the gallery crashed on page change and on leaving it. The lint rule keeps that shape out of app/.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../../..") });
const messages = async (code: string) =>
  (await eslint.lintText(code, { filePath: "app/features/example/example.tsx" }))[0].messages.filter(
    (m) => m.ruleId === "no-restricted-syntax",
  );

// The first lint loads the whole typed ESLint config: seconds on a busy 2-core machine, more than the default 5 s.
describe("lint: an effect returns nothing or its cleanup", { timeout: 60_000 }, () => {
  it("refuses an effect whose arrow body is an expression", async () => {
    const code = `import { useEffect, useLayoutEffect } from "react";
export function A() {
  useEffect(() => window.scrollTo({ top: 0 }), []);
  useLayoutEffect(() => console.log("x"));
  return null;
}`;
    expect((await messages(code)).map((m) => m.line)).toEqual([3, 4]);
  });

  it("accepts block bodies and an expression that is the cleanup function", async () => {
    const code = `import { useEffect } from "react";
export function B({ dispose }: { dispose: () => void }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => () => dispose(), [dispose]);
  return null;
}`;
    expect(await messages(code)).toEqual([]);
  });
});
