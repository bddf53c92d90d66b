import { sql, type SQL } from "drizzle-orm";
import type { AnalyticsResponse, DailyCount } from "~/shared/api/admin";
import { VIDEO_COMPLETE_EVENT, VIDEO_START_EVENT, type VideoPlayStats } from "~/shared/api/admin/videos";
import { db } from "../../db/client";
import { videos } from "../../db/schema";
import { analyticsSource } from "../analytics";
import { resultRows } from "./paging";

const DAY = 86_400_000;

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

type Counted = { day: string; kind: string; name: string; path: string; locale: string; count: number };
const counted = {
  day: sql<string>`counted.day`,
  kind: sql<string>`counted.kind`,
  name: sql<string>`counted.name`,
  path: sql<string>`counted.path`,
  locale: sql<string>`counted.locale`,
} satisfies { [K in keyof Omit<Counted, "count">]: SQL<string> };
const total = sql<number>`sum(counted.count)::int`.mapWith(Number);
/** Staff browsing the dashboard is not audience: those page views are left out. */
const publicOnly = sql`${counted.path} not like '/rt-dashboard%'`;

/** Rows of a query over the analytics of `since` onwards (roll-ups and today's raw rows: services/analytics.ts). */
async function query<T>(since: Date, now: Date, select: (source: SQL) => SQL): Promise<T[]> {
  return resultRows<T>(await db().execute(select(await analyticsSource(since, now))));
}

/** Page views and events per UTC day for the last `days` days, zero-filled. */
export async function dailyCounts(days: number, now = new Date()): Promise<DailyCount[]> {
  const range = lastDays(days, now);
  const since = new Date(`${range[0]}T00:00:00Z`);
  const rows = await query<{ day: string; pageviews: number; events: number }>(
    since,
    now,
    (source) => sql`
    select ${counted.day} as day,
      coalesce(sum(counted.count) filter (where ${counted.kind} = 'pageview'), 0)::int as pageviews,
      coalesce(sum(counted.count) filter (where ${counted.kind} = 'event'), 0)::int as events
    from ${source} where ${publicOnly} group by ${counted.day}`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return range.map((date) => ({
    date,
    pageviews: Number(byDay.get(date)?.pageviews ?? 0),
    events: Number(byDay.get(date)?.events ?? 0),
  }));
}

/** GET /api/admin/analytics?days: first-party page views and events (DESIGN §4.16) per day, page, locale and event name. */
export async function analyticsSummary(days: number, now = new Date()): Promise<AnalyticsResponse> {
  const series = await dailyCounts(days, now);
  const since = new Date(`${series[0].date}T00:00:00Z`);
  const top = <K extends "path" | "locale" | "name">(column: K, kind: string, limit: number) =>
    query<Record<K, string> & { n: number }>(
      since,
      now,
      (source) => sql`
      select ${counted[column]} as ${sql.raw(column)}, ${total} as n from ${source}
      where ${counted.kind} = ${kind} and ${publicOnly}
      group by ${counted[column]} order by n desc, ${counted[column]} limit ${limit}`,
    );
  const [pages, locales, events] = await Promise.all([
    top("path", "pageview", 20),
    top("locale", "pageview", 1000),
    top("name", "event", 20),
  ]);
  const videoStats = await videoPlays(since, now);
  const totals = series.reduce((t, d) => ({ pageviews: t.pageviews + d.pageviews, events: t.events + d.events }), {
    pageviews: 0,
    events: 0,
  });
  return {
    days: series,
    pages: pages.map((r) => ({ path: r.path, views: Number(r.n) })),
    locales: locales.map((r) => ({ locale: r.locale, views: Number(r.n) })),
    events: events.map((r) => ({ name: r.name, count: Number(r.n) })),
    totals,
    videos: videoStats,
  };
}

/** Starts and completions per video since `since`, most started first, titled in English (or by id once deleted). */
export async function videoPlays(since: Date, now = new Date()): Promise<VideoPlayStats[]> {
  const videoId = sql`split_part(${counted.name}, ':', 2)`;
  const rows = await query<{ videoId: string; title: string | null; starts: number; completions: number }>(
    since,
    now,
    (source) => sql`
    select ${videoId} as "videoId", max(${videos.titles}->>'en') as title,
      coalesce(sum(counted.count) filter (where ${counted.name} like ${`${VIDEO_START_EVENT}%`}), 0)::int as starts,
      coalesce(sum(counted.count) filter (where ${counted.name} like ${`${VIDEO_COMPLETE_EVENT}%`}), 0)::int as completions
    from ${source} left join ${videos} on ${videos.id} = ${videoId}
    where ${counted.kind} = 'event' and (${counted.name} like ${`${VIDEO_START_EVENT}%`} or ${counted.name} like ${`${VIDEO_COMPLETE_EVENT}%`})
    group by ${videoId} order by starts desc, ${videoId} limit 50`,
  );
  return rows.map((r) => ({
    videoId: r.videoId,
    title: r.title || r.videoId,
    starts: Number(r.starts),
    completions: Number(r.completions),
  }));
}
