// Installs the Debian packages the test suites need when they are missing: Chromium drives the end-to-end tests,
// Firefox ESR the Firefox check of the CSP (through WebDriver BiDi: Playwright's own Firefox cannot be downloaded here),
// ffmpeg (with ffprobe) transcodes the video library's uploads in the integration tests, redis-server serves the
// scale-out tests. `npm start` needs neither.
import { execSync } from "node:child_process";
import fs from "node:fs";

export function ensureSystemTools(): void {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = [
    ...(fs.existsSync(chromium) ? [] : ["chromium"]),
    ...(fs.existsSync(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr") ? [] : ["firefox-esr"]),
    ...(fs.existsSync("/usr/bin/ffmpeg") && fs.existsSync("/usr/bin/ffprobe") ? [] : ["ffmpeg"]),
    // The scale-out tests' shared Redis (tests/scale starts it when it is not running).
    ...(fs.existsSync("/usr/bin/redis-server") ? [] : ["redis-server"]),
  ];
  if (!missing.length) return;
  console.log(`Installing Debian's ${missing.join(", ")} for the tests…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit" });
}

if (import.meta.main) ensureSystemTools();
