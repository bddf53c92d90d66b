import { formatDate } from "~/shared/format-date";
import type { Locale } from "~/shared/locales";
import { campaignPage, campaignsForVisitor } from "../campaigns";

/**
 * An event page (/poliworld/event/:keyid): the activated campaign, and its call to action, which is the campaign's target
 * while it runs for this visitor (never a link back to this very page), and its dates in the visitor's language (formatted
 * here, not while the page hydrates). null for an unknown key (the route answers 404).
 */
export async function eventPageData(keyid: string | undefined, country: string, locale: Locale, now = new Date()) {
  const event = await campaignPage(keyid);
  if (!event) return null;
  const running = await campaignsForVisitor(country, locale, now);
  const target = running.find((c) => c.keyid === event.keyid)?.targetUrl ?? "";
  const cta = target && target !== `/poliworld/event/${event.keyid}` ? target : null;
  const dates = { start: formatDate(event.startDate, locale, "long"), end: formatDate(event.endDate, locale, "long") };
  return { event, cta, dates, now: now.toISOString() };
}
