import { z } from "../../zod";
import { LOCALES } from "../../locales";
import type { DashboardRole } from "../../roles";
import { potdDateSchema } from "../potd";

// Building blocks of the admin contract: roles, paging, links, audiences. Import them from `~/shared/api/admin`.

// ── Who may do what (DESIGN §4.1), registered in one place: the drawer, the page guards and the API use it.

export const DASHBOARD_RESOURCES = [
  { path: "/rt-dashboard", key: "Dashboard", role: "staff" },
  { path: "/rt-dashboard/users", key: "User Management", role: "admin" },
  { path: "/rt-dashboard/media", key: "Media Management", role: "staff" },
  { path: "/rt-dashboard/pictures", key: "Pictures", role: "staff" },
  { path: "/rt-dashboard/videos", key: "Video Library", role: "staff" },
  { path: "/rt-dashboard/campaign", key: "Campaign Management", role: "staff" },
  { path: "/rt-dashboard/seo", key: "SEO Entries", role: "staff" },
  { path: "/rt-dashboard/logs", key: "Activity Logs", role: "admin" },
  { path: "/rt-dashboard/analytics", key: "Analytics", role: "staff" },
] as const satisfies readonly { path: string; key: string; role: DashboardRole }[];

/** The role a dashboard path needs (unknown sub-paths need staff). */
export function dashboardRole(pathname: string): DashboardRole {
  const path = pathname.replace(/\/+$/, "") || "/";
  return DASHBOARD_RESOURCES.find((r) => r.path === path)?.role ?? "staff";
}

// ── Building blocks.

/** An empty query parameter means "not given". */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDaySchema = potdDateSchema;

/** `https://…` or a path on this site (`/…`, not `//…`); no `javascript:`, `data:` or plain `http:` (DESIGN §4.10). */
export function isSafeLink(value: string): boolean {
  if (value === "") return true;
  // Whitespace, control characters and backslashes: browsers "repair" them into other addresses.
  if (/[\s\p{Cc}\\]/u.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
export const linkSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSafeLink, { message: "Use an https:// address or a path on this site starting with /." });

export const REGION_ANY = "*";
/** A country code (ISO 3166-1 alpha-2) or `*`. */
export const regionSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === REGION_ANY || /^[A-Z]{2}$/.test(v), {
    message: "Use a two-letter country code or * for every country.",
  });
/** A locale or `*`. */
export const channelSchema = z.enum(["*", ...LOCALES] as const, { message: `Use one of *, ${LOCALES.join(", ")}.` });
export type Channel = z.infer<typeof channelSchema>;
