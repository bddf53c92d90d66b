// Shared fixtures for the admin-* integration tests (not a test file itself). Sign-in goes through the real
// dev sign-in and better-auth sessions (tests/integration/account-helpers.ts), so the guards run for real.
import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/server/db/client";
import { activityLogs, campaigns, media, seoEntries, users } from "~/server/db/schema";
import type { Grade } from "~/shared/constants";
import { devSignIn, setGrade, useConfig } from "./account-helpers";

export type Who = "anonymous" | "user" | "blocked" | "manager" | "admin";
export const EVERYONE: Who[] = ["anonymous", "user", "blocked", "manager", "admin"];

/** Configuration for the admin tests: dev:admin-boss is an administrator through ADMIN_IDENTITIES. */
export function useAdminConfig() {
  return useConfig({ ADMIN_IDENTITIES: "dev:admin-boss", MANAGER_IDENTITIES: "dev:admin-manager" });
}

/**
 * A signed-in session for each kind of caller. The blocked user signs in while still a user and is blocked afterwards,
 * so the call arrives with a session that was valid until the block (the case that must end at once).
 */
export async function signIn(who: Who): Promise<{ cookie?: string; userId: string }> {
  if (who === "anonymous") return { userId: "" };
  const name = { user: "admin-plain", blocked: "admin-blocked", manager: "admin-manager", admin: "admin-boss" }[who];
  if (who === "blocked") {
    const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.identity, `dev:${name}`));
    if (existing) await setGrade(existing.id, "user");
    return devSignIn(name, { grade: "blocked" });
  }
  return devSignIn(name);
}

export async function logCount(): Promise<number> {
  return (await db().select({ n: count() }).from(activityLogs))[0].n;
}

let userSeq = 0;
/** A user row; `publicName` is a list name key (the database picks a random one when it is not given). */
export async function addUser(grade: Grade = "user", publicName?: string): Promise<string> {
  const id = crypto.randomUUID();
  // Strictly increasing creation times, so "newest first" has no ties to break at random.
  const createdAt = new Date(Date.now() + ++userSeq);
  await db().insert(users).values({ id, name: publicName ?? "x", ...(publicName && { publicName }), email: `${id}@private.invalid`, grade, identity: `test:${id}`, createdAt });
  return id;
}

let n = 0;
export async function addMedia(ownerId: string | null, values: Partial<typeof media.$inferInsert> = {}): Promise<number> {
  n += 1;
  const hash = `adminfixture${n}`;
  const [row] = await db()
    .insert(media)
    .values({ type: "coloring", url: `/media/${hash}.png`, thumbnailUrl: `/media/${hash}.webp`, ownerId, width: 8, height: 8, bytes: 8, hash, ...values })
    .returning({ id: media.id });
  return row.id;
}

const DAY = 86_400_000;
export async function addCampaign(values: Partial<typeof campaigns.$inferInsert> = {}): Promise<number> {
  n += 1;
  const [row] = await db()
    .insert(campaigns)
    .values({
      keyid: `fixture-${n}`, title: `Fixture ${n}`, bannerUrl: "/art/seasons/season1.svg", region: "*", channel: "*",
      startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY), ...values,
    })
    .returning({ id: campaigns.id });
  return row.id;
}

export async function addSeo(values: Partial<typeof seoEntries.$inferInsert> = {}): Promise<number> {
  n += 1;
  const [row] = await db().insert(seoEntries).values({ path: `/fixture/${n}`, locale: "*", title: `Fixture ${n}`, ...values }).returning({ id: seoEntries.id });
  return row.id;
}

/** A small real PNG (a coloured square), different each call so uploads do not share files. */
export async function pngBytes(): Promise<Buffer> {
  n += 1;
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: (n * 37) % 256, g: 120, b: 200 } } }).png().toBuffer();
}

export async function uploadForm(type: string, date?: string): Promise<FormData> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "picture.png");
  form.set("type", type);
  if (date) form.set("date", date);
  return form;
}
