// `npm test`: the whole suite — locale files, lint, typecheck, unit, integration, end-to-end, faults, scale-out. Stops at the first failure.
import { execSync } from "node:child_process";

const steps: [string, string][] = [
  ["system tools (Chromium, ffmpeg)", "npm run test:tools"],
  ["locale files", "node scripts/build-locales.ts --check"],
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["unit + integration", "npx vitest run --project unit --project integration"],
  ["end-to-end", "node scripts/e2e.ts"],
  // Runs on the build the end-to-end step made; every file bounds its own servers and waits.
  ["faults and hostile input", "npx vitest run --project faults"],
  // Two instances on shared PostgreSQL, Redis and an S3-compatible server (s3rver), on the same build; about 2 minutes.
  ["several instances", "npx vitest run --project scale"],
];

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit" });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
