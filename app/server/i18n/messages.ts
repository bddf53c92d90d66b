import fs from "node:fs";
import path from "node:path";
import type { Messages } from "~/i18n/i18n";
import { isDashboardPath } from "~/shared/constants";
import type { Locale } from "~/shared/locales";

/** Which part of the site a page belongs to: public pages do not carry the staff dashboard's ~10 KB of text. */
export type MessageScope = "site" | "dashboard";

const cache = new Map<string, Messages>();
const readTable = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve("public/locales", file), "utf8")) as Messages;

/** The translation table of a locale: the file the browser fetches from /locales/{locale}.json, less the dashboard's keys on public pages. */
export function loadMessages(locale: Locale, scope: MessageScope = "dashboard"): Messages {
  const cacheKey = `${scope}:${locale}`;
  let messages = cache.get(cacheKey);
  if (!messages) {
    const all = readTable(`${locale}.json`);
    if (scope === "site") {
      const staffOnly = readTable(`dashboard/${locale}.json`);
      messages = Object.fromEntries(Object.entries(all).filter(([key]) => !(key in staffOnly)));
    } else {
      messages = all;
    }
    if (process.env.NODE_ENV === "production") cache.set(cacheKey, messages);
  }
  return messages;
}

/** The scope of a path: everything under /rt-dashboard is the staff dashboard. */
export function messageScope(pathname: string): MessageScope {
  return isDashboardPath(pathname) ? "dashboard" : "site";
}

/** Translates one key on the server (page titles, emails, error messages). */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text = loadMessages(locale)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
