import { eq } from "drizzle-orm";
import { LOCALES } from "~/shared/locales";
import { SIGN_IN_EXIT } from "~/shared/gate-rules";
import { CHINA_SOCIAL_LINKS, SOCIAL_LINKS } from "~/shared/region-profile";
import { LICENSED_APPS, OFFICIAL_APPS, PUBLISHER, storeUrls } from "../../../content/apps";
import { CONTACT_EMAIL, THEME_PARK_URL } from "../../../content/links";
import { CHINA_VIDEO_SITES, STREAMING_SERVICES } from "../../../content/seasons";
import { db } from "../db/client";
import { campaigns } from "../db/schema";

/**
 * Where the gate may send a grown-up (no open redirect): a sign-in start, a mail address or a web site the site's own
 * content links to (store pages, developers, streaming and video sites, social channels, the theme park, YouTube
 * videos), or exactly the target of a campaign staff have entered.
 */
export type Exit = { kind: "sign-in"; path: string } | { kind: "web" | "mail"; url: string };

function hostOf(url: string): string {
  return new URL(url).host;
}

/** Every host the site's fixed content links to. */
const CONTENT_HOSTS: ReadonlySet<string> = new Set([
  ...LOCALES.flatMap((locale) =>
    Object.values(OFFICIAL_APPS).flatMap((app) => Object.values(storeUrls(app, locale))),
  ).map(hostOf),
  ...LICENSED_APPS.flatMap((app) => [
    ...Object.values(app.locales).flatMap((entry) => [entry.url.ios, entry.url.android]),
    ...(app.developerUrl ? [app.developerUrl] : []),
  ]).map(hostOf),
  ...[
    PUBLISHER.web,
    THEME_PARK_URL,
    ...STREAMING_SERVICES.map((s) => s.url),
    ...CHINA_VIDEO_SITES.map((s) => s.url),
  ].map(hostOf),
  ...[...SOCIAL_LINKS, ...CHINA_SOCIAL_LINKS].map((link) => hostOf(link.href)),
  // The watch page's YouTube videos, opened on YouTube itself.
  "www.youtube.com",
]);

const MAIL_ADDRESSES: ReadonlySet<string> = new Set([CONTACT_EMAIL, PUBLISHER.email]);

/** The exit `to` names, or null when the gate must not send anyone there. */
export async function allowedExit(to: string | null): Promise<Exit | null> {
  if (!to || to.length > 2048) return null;
  if (SIGN_IN_EXIT.test(to)) return { kind: "sign-in", path: to };
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:")
    return MAIL_ADDRESSES.has(url.pathname) && !url.search ? { kind: "mail", url: url.href } : null;
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  if (CONTENT_HOSTS.has(url.host)) return { kind: "web", url: url.href };
  const [campaign] = await db()
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.targetUrl, to))
    .limit(1);
  return campaign ? { kind: "web", url: to } : null;
}
