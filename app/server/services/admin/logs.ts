import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { LogEntry, LogsQuery, LogsResponse } from "~/shared/api/admin";
import { db } from "../../db/client";
import { activityLogs } from "../../db/schema";
import { likePattern } from "./paging";

type LogFilter = Pick<LogsQuery, "actor" | "action" | "from" | "to">;

/** Actor matches name (contains) or id; action matches exactly or as a prefix ("campaign" → campaign.*); dates are whole UTC days. */
function where(filter: LogFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actor)
    parts.push(
      or(ilike(activityLogs.actorName, likePattern(filter.actor)), eq(activityLogs.actorId, filter.actor)) as SQL,
    );
  if (filter.action) {
    const prefix = `${filter.action.replace(/\.$/, "").replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;
    parts.push(or(eq(activityLogs.action, filter.action), ilike(activityLogs.action, prefix)) as SQL);
  }
  if (filter.from) parts.push(gte(activityLogs.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) parts.push(lt(activityLogs.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

function toLogEntry(row: typeof activityLogs.$inferSelect): LogEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/logs: newest first. */
export async function listLogs(query: LogsQuery): Promise<LogsResponse> {
  const condition = where(query);
  const [{ total }] = await db().select({ total: count() }).from(activityLogs).where(condition);
  const rows = await db()
    .select()
    .from(activityLogs)
    .where(condition)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
  return { logs: rows.map(toLogEntry), totalLogs: total };
}

/** The distinct actions recorded so far (for the filter menu). */
export async function logActions(): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ action: activityLogs.action })
    .from(activityLogs)
    .orderBy(asc(activityLogs.action));
  return rows.map((r) => r.action);
}

export const CSV_EXPORT_LIMIT = 50_000;

/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/admin/logs.csv: the filtered log, newest first, as CSV (UTF-8 with BOM so spreadsheets read every script). */
export async function logsCsv(filter: LogFilter): Promise<string> {
  const rows = await db()
    .select()
    .from(activityLogs)
    .where(where(filter))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(CSV_EXPORT_LIMIT);
  const header = ["time", "actorId", "actorName", "action", "targetType", "targetId", "before", "after"];
  const lines = rows.map((r) =>
    [
      r.createdAt.toISOString(),
      r.actorId,
      r.actorName,
      r.action,
      r.targetType,
      r.targetId,
      r.summary?.before,
      r.summary?.after,
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
