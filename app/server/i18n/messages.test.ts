import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/locales";
import { loadMessages, messageScope } from "./messages";

const dashboardKeys = Object.keys(
  JSON.parse(fs.readFileSync("app/locales/dashboard/en.json", "utf8")) as Record<string, string>,
);

/** Every .ts/.tsx file under app/ that public pages can load: not the dashboard's own code, the server or tests. */
function publicSources(dir = "app"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return [
        "app/server",
        "app/features/dashboard",
        "app/routes/dashboard",
        "app/shared/api/admin",
        "app/locales",
      ].includes(file)
        ? []
        : publicSources(file);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

describe("message scopes", () => {
  it("leaves the dashboard's keys out of public pages and keeps every other key", () => {
    for (const locale of LOCALES) {
      const all = loadMessages(locale, "dashboard");
      const site = loadMessages(locale, "site");
      for (const key of dashboardKeys) expect(site[key], `${locale}: ${key}`).toBeUndefined();
      expect(Object.keys(site).length).toBe(Object.keys(all).length - dashboardKeys.length);
      expect(site["Home"]).toBe(all["Home"]);
    }
  });

  it("gives the dashboard's paths the dashboard's messages and every other path the site's", () => {
    expect(messageScope("/rt-dashboard")).toBe("dashboard");
    expect(messageScope("/rt-dashboard/users")).toBe("dashboard");
    expect(messageScope("/")).toBe("site");
    expect(messageScope("/rt-dashboard-not")).toBe("site");
    expect(messageScope("/play/gallery")).toBe("site");
  });

  it("never uses a dashboard-only key in code that public pages load (it would show the raw key)", () => {
    const used: string[] = [];
    for (const file of publicSources()) {
      const source = fs.readFileSync(file, "utf8");
      for (const key of dashboardKeys) {
        if (source.includes(`"${key}"`) || source.includes(`'${key}'`) || source.includes(`\`${key}\``))
          used.push(`${file}: ${key}`);
      }
    }
    expect(used).toEqual([]);
  });
});
