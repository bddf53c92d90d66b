// `npm start` runs this first: builds the site when there is no build or the sources changed since.
import { execSync } from "node:child_process";
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
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { stdio: "inherit" });
}
