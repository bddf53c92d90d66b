// `npm test`: the whole suite — locale files, lint, typecheck, unit, integration, end-to-end. Stops at the first failure.
import { execSync } from "node:child_process";

const steps: [string, string][] = [
  ["locale files", "node scripts/build-locales.ts --check"],
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["unit + integration", "npx vitest run --project unit --project integration"],
  ["end-to-end", "node scripts/e2e.ts"],
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
