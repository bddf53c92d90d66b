import fs from "node:fs";
import path from "node:path";
import type { Messages } from "~/i18n/i18n";
import type { Locale } from "~/shared/locales";

const cache = new Map<Locale, Messages>();

/** The translation table of a locale: the same file the browser fetches from /locales/{locale}.json. */
export function loadMessages(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.resolve("public/locales", `${locale}.json`), "utf8")) as Messages;
    if (process.env.NODE_ENV === "production") cache.set(locale, messages);
  }
  return messages;
}

/** Translates one key on the server (page titles, emails, error messages). */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text = loadMessages(locale)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
