import { eq, lt, sql } from "drizzle-orm";
import { db } from "../db/client";
import { analyticsDaily, analyticsEvents, analyticsRolledDays } from "../db/schema";
import { resultRows } from "./admin/paging";

const DAY = 86_400_000;
/** Every instance may run the roll-up; this advisory lock lets one of them do it at a time (the others skip). */
const ROLLUP_LOCK = 7261029;
/** The last finished days are rolled up again at every run: a row written just before midnight may commit just after. */
const RECOUNT_DAYS = 2;

export async function recordAnalyticsEvent(event: {
  kind: string;
  name: string;
  path: string;
  locale: string;
  country: string;
}) {
  await db().insert(analyticsEvents).values(event);
}

/** Midnight UTC of `date`'s day. */
export function utcDayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface RollupResult {
  /** False when another instance held the roll-up at that moment (nothing done here). */
  ran: boolean;
  rolledDays: string[];
  deletedRawRows: number;
}

/**
 * The daily analytics job: counts every finished UTC day that has raw rows and no roll-up yet (and the last two again)
 * into analytics_daily, then deletes raw rows older than `rawDays` days whose day is rolled up. Idempotent (a day is
 * recounted from its raw rows, replacing its counts, in one transaction) and safe on several instances (one at a time,
 * under an advisory lock; a second one finding it taken does nothing).
 */
export async function rollUpAnalytics(options: { rawDays: number; now?: Date }): Promise<RollupResult> {
  const today = utcDayStart(options.now ?? new Date());
  const keepFrom = new Date(today.getTime() - options.rawDays * DAY);
  return db().transaction(async (tx) => {
    const [{ locked }] = resultRows<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as locked`),
    );
    if (!locked) return { ran: false, rolledDays: [], deletedRawRows: 0 };
    const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const withRows = await tx.selectDistinct({ day }).from(analyticsEvents).where(lt(analyticsEvents.createdAt, today));
    const done = new Set(
      (await tx.select({ day: analyticsRolledDays.day }).from(analyticsRolledDays)).map((r) => r.day),
    );
    const recountFrom = isoDay(new Date(today.getTime() - RECOUNT_DAYS * DAY));
    const days = withRows
      .map((r) => r.day)
      .filter((d) => !done.has(d) || d >= recountFrom)
      .sort();
    for (const d of days) {
      const start = new Date(`${d}T00:00:00Z`);
      await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, d));
      await tx.execute(sql`
        insert into ${analyticsDaily} (day, kind, name, path, locale, count)
        select ${d}::date, kind, name, path, locale, count(*)::int from ${analyticsEvents}
        where ${analyticsEvents.createdAt} >= ${start.toISOString()} and ${analyticsEvents.createdAt} < ${new Date(start.getTime() + DAY).toISOString()}
        group by kind, name, path, locale`);
      await tx
        .insert(analyticsRolledDays)
        .values({ day: d })
        .onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: sql`now()` } });
    }
    // Only days already counted lose their raw rows (a day the roll-up never saw keeps them until it does).
    const deleted = await tx.execute(sql`
      delete from ${analyticsEvents}
      where ${analyticsEvents.createdAt} < ${keepFrom.toISOString()}
        and (${analyticsEvents.createdAt} at time zone 'UTC')::date in (select ${analyticsRolledDays.day} from ${analyticsRolledDays})`);
    return { ran: true, rolledDays: days, deletedRawRows: affectedRows(deleted) };
  });
}

function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/**
 * The first day, from `since` on, whose counts come from raw rows: the day after the last rolled-up day (normally
 * today). The roll-up counts every finished day that has rows, so the days before it are all in analytics_daily (a day
 * without a row there had no events).
 */
export async function firstRawDay(since: Date, today: Date): Promise<Date> {
  const [{ last }] = await db()
    .select({ last: sql<string | null>`to_char(max(${analyticsRolledDays.day}), 'YYYY-MM-DD')` })
    .from(analyticsRolledDays)
    .where(lt(analyticsRolledDays.day, isoDay(today)));
  const after = last ? new Date(new Date(`${last}T00:00:00Z`).getTime() + DAY) : since;
  return after > since ? after : since;
}

/**
 * The analytics of `since` onwards as one relation (kind, name, path, locale, day as YYYY-MM-DD, count): rolled-up
 * days from analytics_daily, the rest (today, or days not rolled up yet) counted from the raw rows.
 */
export async function analyticsSource(since: Date, now = new Date()) {
  const rawFrom = await firstRawDay(since, utcDayStart(now));
  return sql`(
    select to_char(${analyticsDaily.day}, 'YYYY-MM-DD') as day, ${analyticsDaily.kind} as kind, ${analyticsDaily.name} as name,
      ${analyticsDaily.path} as path, ${analyticsDaily.locale} as locale, ${analyticsDaily.count} as count
    from ${analyticsDaily} where ${analyticsDaily.day} >= ${isoDay(since)}::date and ${analyticsDaily.day} < ${isoDay(rawFrom)}::date
    union all
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD'), kind, name, path, locale, 1
    from ${analyticsEvents} where ${analyticsEvents.createdAt} >= ${rawFrom.toISOString()}
  ) as counted`;
}
