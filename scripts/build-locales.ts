// Merges app/locales/<area>/<locale>.json into public/locales/<locale>.json (the files the site serves), and writes
// the staff dashboard's own keys to public/locales/dashboard/<locale>.json so public pages can leave them out.
// Each feature area owns its folder; a key may exist in one area only.
import fs from "node:fs";
import path from "node:path";

const LOCALES = ["en", "ko", "zh-cn", "zh-hk", "zh-tw", "ja", "ru", "id"];
const source = path.resolve("app/locales");
const target = path.resolve("public/locales");

export function buildLocales(check = false): string[] {
  const problems: string[] = [];
  const areas = fs
    .readdirSync(source)
    .filter((d) => fs.statSync(path.join(source, d)).isDirectory())
    .sort();
  const owner = new Map<string, string>();
  for (const locale of LOCALES) {
    const merged: Record<string, string> = {};
    const dashboard: Record<string, string> = {};
    for (const area of areas) {
      const file = path.join(source, area, `${locale}.json`);
      if (!fs.existsSync(file)) {
        problems.push(`${area}/${locale}.json is missing`);
        continue;
      }
      const table = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      for (const [key, value] of Object.entries(table)) {
        const first = owner.get(key);
        if (first && first !== area) problems.push(`key "${key}" is in both ${first} and ${area}`);
        owner.set(key, area);
        merged[key] = value;
        if (area === "dashboard") dashboard[key] = value;
      }
    }
    for (const [file, table] of [
      [`${locale}.json`, merged],
      [`dashboard/${locale}.json`, dashboard],
    ] as const) {
      const text = `${JSON.stringify(table, Object.keys(table).sort(), 2)}\n`;
      const out = path.join(target, file);
      if (check) {
        if (!fs.existsSync(out) || fs.readFileSync(out, "utf8") !== text)
          problems.push(`public/locales/${file} is out of date: run npm run i18n`);
      } else {
        fs.mkdirSync(path.dirname(out), { recursive: true });
        fs.writeFileSync(out, text);
      }
    }
  }
  return problems;
}

if (import.meta.filename === process.argv[1]) {
  const problems = buildLocales(process.argv.includes("--check"));
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
