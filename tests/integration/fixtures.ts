// The one fixture module of the integration tests (not a test file itself): configuration, users and their sessions,
// colorings and other media, campaigns, SEO entries and the activity log. Sessions are real: they go through the dev
// sign-in and better-auth (tests/helpers/sign-in.ts), so the guards run for real. Pictures to upload: pictures.ts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { parseConfig, setConfig } from "~/server/config";
import { db } from "~/server/db/client";
import { activityLogs, campaigns, media, seoEntries, users } from "~/server/db/schema";
import type { Grade } from "~/shared/constants";
import { signIn, TEST_SESSION_SECRET } from "../helpers/sign-in";

export { cookiesFrom, signIn as devSignIn } from "../helpers/sign-in";

/** Test configuration: the real parser over the test environment plus overrides. */
export function useConfig(overrides: Record<string, string> = {}) {
  const cfg = parseConfig({ ...process.env, NODE_ENV: "test", SESSION_SECRET: TEST_SESSION_SECRET, ...overrides });
  setConfig(cfg);
  return cfg;
}

/** The staff tests' configuration: dev:admin-boss is an administrator and dev:admin-manager a manager. */
export function useAdminConfig() {
  return useConfig({ ADMIN_IDENTITIES: "dev:admin-boss", MANAGER_IDENTITIES: "dev:admin-manager" });
}

export async function setGrade(userId: string, grade: string): Promise<void> {
  await db().update(users).set({ grade }).where(eq(users.id, userId));
}

// ── Users and sessions

export type Who = "anonymous" | "user" | "blocked" | "manager" | "admin";
export const EVERYONE: Who[] = ["anonymous", "user", "blocked", "manager", "admin"];

/**
 * A signed-in session for each kind of caller (with useAdminConfig). The blocked user signs in while still a user and
 * is blocked afterwards, so the call arrives with a session that was valid until the block (the case that must end at once).
 */
export async function signInAs(who: Who): Promise<{ cookie?: string; userId: string }> {
  if (who === "anonymous") return { userId: "" };
  const name = { user: "admin-plain", blocked: "admin-blocked", manager: "admin-manager", admin: "admin-boss" }[who];
  if (who === "blocked") {
    const [existing] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.identity, `dev:${name}`));
    if (existing) await setGrade(existing.id, "user");
    return signIn(name, { grade: "blocked" });
  }
  return signIn(name);
}

/** Strictly increasing creation times, so "newest first" has no ties to break at random. */
let sequence = 0;
const nextCreatedAt = () => new Date(Date.now() + ++sequence);

/** A user row without a session; `publicName` is a list name key (the database picks a random one when not given). */
export async function addUser(grade: Grade = "user", publicName?: string): Promise<string> {
  const id = crypto.randomUUID();
  await db()
    .insert(users)
    .values({
      id,
      name: publicName ?? "x",
      ...(publicName && { publicName }),
      email: `${id}@private.invalid`,
      grade,
      identity: `test:${id}`,
      createdAt: nextCreatedAt(),
    });
  return id;
}

/**
 * A user with a fixed id (dev:<id>, the site's "roy" avatar, a provider picture that must never show), signed in for
 * real; a blocked user is blocked after signing in.
 */
export async function addSignedInUser(id: string, grade: Grade = "user"): Promise<{ id: string; cookie: string }> {
  await db()
    .insert(users)
    .values({
      id,
      name: id,
      email: `${id}@private.invalid`,
      image: "https://provider.example/p.jpg",
      avatar: "roy",
      grade: "user",
      identity: `dev:${id}`,
    });
  const { cookie, userId } = await signIn(id, { grade });
  expect(userId, `dev sign-in as ${id}`).toBe(id);
  expect(cookie, `session cookie for ${id}`).toMatch(/session_token=/);
  return { id, cookie };
}

export type SignedIn = Awaited<ReturnType<typeof addSignedInUser>>;

/**
 * The start of a staff media test: no users, media or activity log, nothing in the media folder; then a kid, a manager
 * and an administrator, signed in.
 */
export async function freshStaffDesk(mediaDir: {
  dir: string;
  files(): string[];
}): Promise<{ kid: SignedIn; manager: SignedIn; admin: SignedIn }> {
  for (const file of mediaDir.files()) fs.rmSync(path.join(mediaDir.dir, file), { force: true });
  await db().delete(activityLogs);
  await db().delete(media);
  await db().delete(users);
  return {
    kid: await addSignedInUser("kid"),
    manager: await addSignedInUser("boss", "manager"),
    admin: await addSignedInUser("root", "admin"),
  };
}

// ── Media, campaigns, SEO entries

/** A media row without files (list, permission and moderation tests): a coloring unless `values.type` says otherwise. */
export async function addMedia(ownerId: string | null, values: Partial<typeof media.$inferInsert> = {}) {
  const hash = `fixture${++sequence}`;
  const [row] = await db()
    .insert(media)
    .values({
      type: "coloring",
      url: `/media/${hash}.png`,
      thumbnailUrl: `/media/${hash}.webp`,
      ownerId,
      width: 64,
      height: 64,
      bytes: 100,
      hash,
      createdAt: nextCreatedAt(),
      ...values,
    })
    .returning();
  return row;
}

/** A coloring row (addMedia's default type), for the tests that speak of colorings. */
export const addColoring = addMedia;

const DAY = 86_400_000;
/** A campaign running from yesterday to tomorrow, everywhere, unless `values` say otherwise. */
export async function addCampaign(values: Partial<typeof campaigns.$inferInsert> = {}): Promise<number> {
  const n = ++sequence;
  const [row] = await db()
    .insert(campaigns)
    .values({
      keyid: `fixture-${n}`,
      title: `Fixture ${n}`,
      bannerUrl: "/art/seasons/season1.svg",
      region: "*",
      channel: "*",
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
      ...values,
    })
    .returning({ id: campaigns.id });
  return row.id;
}

export async function addSeo(values: Partial<typeof seoEntries.$inferInsert> = {}): Promise<number> {
  const n = ++sequence;
  const [row] = await db()
    .insert(seoEntries)
    .values({ path: `/fixture/${n}`, locale: "*", title: `Fixture ${n}`, ...values })
    .returning({ id: seoEntries.id });
  return row.id;
}

export async function logCount(): Promise<number> {
  return (await db().select({ n: count() }).from(activityLogs))[0].n;
}
