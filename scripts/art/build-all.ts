// Regenerates every piece of art this folder owns, then rasterises and checks it:
// emoticons, coloring pages, puzzle scenes (+ index.json), previews, region check.
//   node scripts/art/build-all.ts
import { execFileSync } from "node:child_process";
import { join } from "node:path";

const steps = [
  "build-emoticons.ts",
  "build-coloring.ts",
  "build-puzzles.ts",
  "render-previews.ts",
  "check-coloring-regions.ts",
  "build-coloring-regions.ts",
];

for (const step of steps) {
  console.log(`\n== ${step}`);
  // Same node binary and flags as this process, so it works wherever this script works.
  execFileSync(process.execPath, [...process.execArgv, join(import.meta.dirname, step)], { stdio: "inherit" });
}
