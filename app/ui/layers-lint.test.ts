import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Issue 18: the layer rules matched import text, so relative paths slipped through (3 of 4 probes). The zones in
// eslint.config.js work on resolved files: `~/features/x`, `../x` and `../../features/x` are the same import.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
const errors = async (filePath: string, code: string, rule = "import-x/no-restricted-paths") =>
  (await eslint.lintText(`${code}\nexport {};\n`, { filePath }))
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === rule).length;

// Each probe is one import line in a file at `from`; every one of them crosses a layer.
const refused: [label: string, from: string, code: string][] = [
  [
    "feature → feature (alias)",
    "app/features/series/probe.tsx",
    'import { HomePage } from "~/features/home/home-page";',
  ],
  ["feature → feature (relative)", "app/features/series/probe.tsx", 'import { HomePage } from "../home/home-page";'],
  [
    "feature → feature (relative via app/)",
    "app/features/series/probe.tsx",
    'import { HomePage } from "../../features/home/home-page";',
  ],
  [
    "feature → feature (dynamic import)",
    "app/features/home/probe.tsx",
    'export const load = () => import("../watch/watch-slider");',
  ],
  [
    "feature → server (relative)",
    "app/features/series/probe.tsx",
    'import { resolveLocale } from "../../server/locale";',
  ],
  ["feature → route module", "app/features/series/probe.tsx", 'import Home from "~/routes/public/home";'],
  ["ui → feature (alias)", "app/ui/probe.tsx", 'import { HomePage } from "~/features/home/home-page";'],
  ["ui → feature (relative)", "app/ui/probe.tsx", 'import { HomePage } from "../features/home/home-page";'],
  ["ui → server (relative)", "app/ui/probe.tsx", 'import { resolveLocale } from "../server/locale";'],
  ["games → ui (alias)", "app/games/puzzle/probe.ts", 'import { Chevron } from "~/ui/glyphs";'],
  [
    "games → feature (relative)",
    "app/games/puzzle/probe.ts",
    'import { HomePage } from "../../features/home/home-page";',
  ],
  ["shared → ui (relative)", "app/shared/probe.ts", 'import { Chevron } from "../ui/glyphs";'],
  ["shared → server (relative)", "app/shared/api/probe.ts", 'import { resolveLocale } from "../../server/locale";'],
  ["server → feature (relative)", "app/server/probe.ts", 'import { HomePage } from "../features/home/home-page";'],
  ["server → ui (alias)", "app/server/probe.ts", 'import { Chevron } from "~/ui/glyphs";'],
];

// The first lint loads the whole typed ESLint config: seconds on a busy 2-core machine, more than the default 5 s.
describe("lint: layers are zones of resolved paths", { timeout: 120_000 }, () => {
  it.each(refused)("refuses %s", async (_label, from, code) => {
    expect(await errors(from, code)).toBe(1);
  });

  it("lets a feature import ui/, shared/, games/, i18n and itself", async () => {
    const code = [
      'import { Chevron } from "~/ui/glyphs";',
      'import { useRootData } from "../../ui/use-root-data";',
      'import { COUNTRY_CN } from "~/shared/constants";',
      'import { MISSES_BEFORE_HINT } from "~/games/puzzle/controller";',
      'import { createI18n } from "~/i18n/i18n";',
      'import { SeriesGrid } from "./series-grid";',
      'import { HomeHero } from "~/features/home/home-hero";',
    ].join("\n");
    expect(await errors("app/features/home/probe.tsx", code)).toBe(0);
  });

  it("lets a route module compose several features", async () => {
    const code =
      'import { HomePage } from "~/features/home/home-page";\nimport { HomePotd } from "../../features/play/home-potd";';
    expect(await errors("app/routes/public/probe.tsx", code)).toBe(0);
  });

  it("refuses an import cycle", async () => {
    // public-frame.tsx imports header.tsx; a header that imported the frame back would close a cycle.
    const code = 'import { PublicFrame } from "./public-frame";';
    expect(await errors("app/features/frame/header.tsx", code, "import-x/no-cycle")).toBe(1);
  });
});
