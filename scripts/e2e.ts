// `npm run test:e2e`: makes sure Debian's Chromium is installed, builds the site, and runs the end-to-end suite.
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: "inherit" });
}
execSync("npm run build", { stdio: "inherit" });
execSync(`npx vitest run --project e2e ${process.argv.slice(2).join(" ")}`, { stdio: "inherit" });
