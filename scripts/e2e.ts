// `npm run test:e2e`: makes sure Debian's Chromium and ffmpeg are installed, builds the site, and runs the end-to-end suite.
import { execSync } from "node:child_process";
import { ensureSystemTools } from "./system-tools.ts";

ensureSystemTools();
execSync("npm run build", { stdio: "inherit" });
execSync(`npx vitest run --project e2e ${process.argv.slice(2).join(" ")}`, { stdio: "inherit" });
