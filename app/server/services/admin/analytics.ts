import { and, count, desc, eq, gte, like, notLike, or, sql } from "drizzle-orm";
import type { AnalyticsResponse, DailyCount } from "~/shared/api/admin";
import { VIDEO_COMPLETE_EVENT, VIDEO_START_EVENT, type VideoPlayStats } from "~/shared/api/admin/videos";
import { db } from "../../db/client";
import { analyticsEvents, videos } from "../../db/schema";

const DAY = 86_400_000;
/** Staff browsing the dashboard is not audience: those page views are left out. */
const publicOnly = notLike(analyticsEvents.path, "/rt-dashboard%");

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

/** Page views and events per UTC day for the last `days` days, zero-filled. */
export async function dailyCounts(days: number, now = new Date()): Promise<DailyCount[]> {
  const range = lastDays(days, now);
  const since = new Date(`${range[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db()
    .select({
      day,
      pageviews: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'pageview')`.mapWith(Number),
      events: sql<number>`count(*) filter (where ${analyticsEvents.kind} = 'event')`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.createdAt, since), publicOnly))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return range.map((date) => ({ date, pageviews: byDay.get(date)?.pageviews ?? 0, events: byDay.get(date)?.events ?? 0 }));
}

/** GET /api/admin/analytics?days: first-party page views and events (DESIGN §4.16) per day, page, locale and event name. */
export async function analyticsSummary(days: number, now = new Date()): Promise<AnalyticsResponse> {
  const series = await dailyCounts(days, now);
  const since = new Date(`${series[0].date}T00:00:00Z`);
  const views = and(gte(analyticsEvents.createdAt, since), eq(analyticsEvents.kind, "pageview"), publicOnly);
  const n = count();
  const [pages, locales, events] = await Promise.all([
    db().select({ path: analyticsEvents.path, views: n }).from(analyticsEvents).where(views).groupBy(analyticsEvents.path).orderBy(desc(n), analyticsEvents.path).limit(20),
    db().select({ locale: analyticsEvents.locale, views: n }).from(analyticsEvents).where(views).groupBy(analyticsEvents.locale).orderBy(desc(n), analyticsEvents.locale),
    db()
      .select({ name: analyticsEvents.name, count: n })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.createdAt, since), eq(analyticsEvents.kind, "event"), publicOnly))
      .groupBy(analyticsEvents.name)
      .orderBy(desc(n), analyticsEvents.name)
      .limit(20),
  ]);
  const videoStats = await videoPlays(since);
  const totals = series.reduce((t, d) => ({ pageviews: t.pageviews + d.pageviews, events: t.events + d.events }), { pageviews: 0, events: 0 });
  return { days: series, pages, locales, events, totals, videos: videoStats };
}

/** Starts and completions per video since `since`, most started first, titled in English (or by id once deleted). */
export async function videoPlays(since: Date): Promise<VideoPlayStats[]> {
  const videoId = sql<string>`split_part(${analyticsEvents.name}, ':', 2)`;
  const starts = sql<number>`count(*) filter (where ${analyticsEvents.name} like ${`${VIDEO_START_EVENT}%`})`.mapWith(Number);
  const rows = await db()
    .select({
      videoId,
      title: sql<string | null>`max(${videos.titles}->>'en')`,
      starts,
      completions: sql<number>`count(*) filter (where ${analyticsEvents.name} like ${`${VIDEO_COMPLETE_EVENT}%`})`.mapWith(Number),
    })
    .from(analyticsEvents)
    .leftJoin(videos, eq(videos.id, videoId))
    .where(
      and(
        gte(analyticsEvents.createdAt, since),
        eq(analyticsEvents.kind, "event"),
        or(like(analyticsEvents.name, `${VIDEO_START_EVENT}%`), like(analyticsEvents.name, `${VIDEO_COMPLETE_EVENT}%`)),
      ),
    )
    .groupBy(videoId)
    .orderBy(desc(starts), videoId)
    .limit(50);
  return rows.map((r) => ({ ...r, title: r.title || r.videoId }));
}
