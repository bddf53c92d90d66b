// Installs the Debian packages the test suites need when they are missing: Chromium drives the end-to-end tests,
// Firefox ESR the Firefox check of the CSP (through WebDriver BiDi: Playwright's own Firefox cannot be downloaded here),
// ffmpeg (with ffprobe) transcodes the video library's uploads in the integration tests, redis-server serves the
// scale-out tests, Java runs the W3C HTML checker (the vnu-jar package) over the key pages. `npm start` needs none.
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
    ...(fs.existsSync("/usr/bin/java") ? [] : ["default-jre-headless"]),
  ];
  installDebianPackages(missing, "the tests");
}

/**
 * The Lighthouse bench measures the Chinese, Japanese and Korean pages as a phone shows them, with the system's CJK
 * fonts (every phone has them). Without any, Chromium draws empty boxes and searches its fallback list again for
 * every new character: 80 searches, 140-250 ms of layout at 4x CPU on /zh-cn.
 */
export function ensureCjkFonts(): void {
  let families: string;
  try {
    families = execSync("fc-list :lang=zh family", { encoding: "utf8" });
  } catch {
    // No fontconfig: not a Debian-like machine; measure as it is.
    return;
  }
  if (!families.trim()) installDebianPackages(["fonts-noto-cjk"], "the Lighthouse bench");
}

function installDebianPackages(packages: string[], purpose: string): void {
  if (!packages.length) return;
  console.log(`Installing Debian's ${packages.join(", ")} for ${purpose}…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
    { stdio: "inherit" },
  );
}

if (import.meta.main) ensureSystemTools();
