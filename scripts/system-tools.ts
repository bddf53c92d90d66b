// Installs the Debian packages the test suites need when they are missing: Chromium drives the end-to-end tests,
// ffmpeg (with ffprobe) transcodes the video library's uploads in the integration tests. `npm start` needs neither.
import { execSync } from "node:child_process";
import fs from "node:fs";

export function ensureSystemTools(): void {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = [
    ...(fs.existsSync(chromium) ? [] : ["chromium"]),
    ...(fs.existsSync("/usr/bin/ffmpeg") && fs.existsSync("/usr/bin/ffprobe") ? [] : ["ffmpeg"]),
  ];
  if (!missing.length) return;
  console.log(`Installing Debian's ${missing.join(" and ")} for the tests…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit" });
}

if (import.meta.main) ensureSystemTools();
