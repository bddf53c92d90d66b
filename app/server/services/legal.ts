import fs from "node:fs/promises";
import path from "node:path";
import { formatDate } from "~/shared/format-date";
import type { Locale } from "~/shared/locales";

/** URL folder and page → the document under content/legal (spec §2 static text pages). */
const DOCUMENTS: Record<string, Record<string, string>> = {
  site: { cookie: "site-cookie", terms: "site-terms", privacy: "site-privacy", "grown-ups": "site-grown-ups" },
  polivideoapp: { terms: "videoapp-terms", privacy: "videoapp-privacy" },
  polisingalong: { terms: "singalong-terms", privacy: "singalong-privacy" },
};

export interface LegalDocument {
  title: string;
  updated: string;
  paragraphs: string[];
}

export function legalDocumentName(folder: string, page: string): string | null {
  return DOCUMENTS[folder]?.[page] ?? null;
}

/** A document in `locale` (English where it has none), with its date as the visitor reads it, formatted here. */
export async function loadLegalDocument(
  name: string,
  locale: Locale,
): Promise<LegalDocument & { updatedLabel: string }> {
  const file = path.resolve("content/legal", `${name}.json`);
  const all = JSON.parse(await fs.readFile(file, "utf8")) as Record<string, LegalDocument>;
  const document = all[locale] ?? all.en;
  return { ...document, updatedLabel: formatDate(`${document.updated}T00:00:00Z`, locale, "long") };
}
