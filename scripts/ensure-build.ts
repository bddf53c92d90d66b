// `npm start` runs this first: builds the site when there is no build or the sources changed since.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD = "build/server/index.js";
const SOURCES = ["app", "public", "content", "package.json", "vite.config.ts", "react-router.config.ts"];

function newest(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const built = fs.existsSync(BUILD) ? fs.statSync(BUILD).mtimeMs : 0;
const changed = SOURCES.filter((s) => fs.existsSync(s)).some((s) => newest(s) > built);
if (changed) {
  const started = Date.now();
  console.log(
    built
      ? "Sources changed since the last build: building the site (about a minute)…"
      : "First start: building the site once (about 1–2 minutes on a small machine; later starts skip this)…",
  );
  // A line every 15 s, so a first start never looks stuck while Vite works quietly.
  const ticker = setInterval(
    () => console.log(`  …still building (${Math.round((Date.now() - started) / 1000)} s)`),
    15_000,
  );
  const code = await new Promise<number>((resolve) => {
    spawn("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] }).on("exit", (c) =>
      resolve(c ?? 1),
    );
  });
  clearInterval(ticker);
  if (code !== 0) {
    console.error("The build failed (its errors are above); run `npm run build` to see its full output.");
    process.exit(code);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
