import crypto from "node:crypto";
import { and, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PublicUser } from "~/shared/api/account";
import {
  campaignInstant,
  datesInOrder,
  type Campaign,
  type Channel,
  type CampaignsResponse,
  type campaignCreateSchema,
  type campaignUpdateSchema,
} from "~/shared/api/admin";
import type { DashboardPaging } from "~/shared/paging";
import { eventKeySchema, type EventPage } from "~/shared/api/events";
import type { SiteEvent } from "~/shared/api/site";
import type { Locale } from "~/shared/locales";
import { db } from "../db/client";
import { campaigns } from "../db/schema";
import { HttpError } from "../http/api";
import { logActivity } from "./activity-log";
import { contentTags, tagPage } from "./content-tags";
import { publicContentChanged } from "./public-content";

// The campaigns module (DESIGN §4.10, §4.18): what a campaign is, when it is running, who sees it, and its staff
// administration. The wire keeps the spec's names: the home's `events`, the event page `/poliworld/event/{keyid}`.

type CampaignRow = typeof campaigns.$inferSelect;
type CreateInput = z.output<typeof campaignCreateSchema>;
type UpdateInput = z.output<typeof campaignUpdateSchema>;

/** A running campaign: activated, and `now` between its start and end (both inclusive). */
export function running(now: Date): SQL | undefined {
  return and(eq(campaigns.activated, true), lte(campaigns.startDate, now), gte(campaigns.endDate, now));
}

/** Campaigns running now for a visitor's country and locale, newest first: the home carousel's `events`. */
export async function campaignsForVisitor(country: string, locale: Locale, now = new Date()): Promise<SiteEvent[]> {
  const regions = country ? ["*", country] : ["*"];
  tagPage(contentTags.campaigns("*"), country ? contentTags.campaigns(country) : contentTags.campaignsOfTheRest);
  const rows = await db()
    .select()
    .from(campaigns)
    .where(and(running(now), inArray(campaigns.region, regions), inArray(campaigns.channel, ["*", locale])))
    .orderBy(desc(campaigns.startDate), desc(campaigns.id));
  return rows.map((c) => ({
    keyid: c.keyid,
    title: c.title,
    description: c.description,
    targetUrl: c.targetUrl,
    bannerUrl: c.bannerUrl,
  }));
}

/** Every region a campaign is aimed at (`*` included): visitors of these countries see pages of their own. */
export async function campaignRegions(): Promise<string[]> {
  const rows = await db().selectDistinct({ region: campaigns.region }).from(campaigns);
  return rows.map((row) => row.region);
}

/** Campaigns running now (for the dashboard summary), whatever their audience. */
export async function runningCampaigns(now = new Date()): Promise<Campaign[]> {
  const rows = await db()
    .select()
    .from(campaigns)
    .where(running(now))
    .orderBy(desc(campaigns.startDate), desc(campaigns.id))
    .limit(20);
  return rows.map(toCampaign);
}

/**
 * A campaign's event page (GET /api/poliworld/event/fetch/{keyid}): only activated campaigns have one; an ended one
 * keeps its page so shared links still work (the page says it has ended). Unknown or malformed keys give null.
 */
export async function campaignPage(keyid: string | undefined): Promise<EventPage | null> {
  const key = eventKeySchema.safeParse(keyid);
  if (!key.success) return null;
  tagPage(contentTags.campaign(key.data));
  const [row] = await db()
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.keyid, key.data), eq(campaigns.activated, true)))
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    keyid: row.keyid,
    image: row.bannerUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    desc: row.description,
  };
}

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    keyid: row.keyid,
    region: row.region,
    channel: row.channel as Channel,
    title: row.title,
    description: row.description,
    targetUrl: row.targetUrl,
    bannerUrl: row.bannerUrl,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    activated: row.activated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The event key from a title: its ASCII slug (or "event" for titles in other scripts) and a short random suffix. */
export function keyidFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "event"}-${crypto.randomBytes(3).toString("hex")}`;
}

const totalCampaigns = async () => (await db().select({ n: count() }).from(campaigns))[0].n;

/** GET /api/admin/campaigns: newest first, so a created campaign goes first; the total counts campaigns (spec §4 defect fixed). */
export async function listCampaigns(paging: DashboardPaging): Promise<CampaignsResponse> {
  const rows = await db()
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(paging.rowsPerPage)
    .offset(paging.page * paging.rowsPerPage);
  return { campaigns: rows.map(toCampaign), totalCampaigns: await totalCampaigns() };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** POST /api/admin/campaign */
export async function createCampaign(
  actor: PublicUser,
  input: CreateInput,
): Promise<{ campaign: Campaign; totalCampaigns: number }> {
  const values = {
    keyid: input.keyid ?? keyidFromTitle(input.title),
    region: input.region,
    channel: input.channel,
    title: input.title,
    description: input.description,
    targetUrl: input.targetUrl,
    bannerUrl: input.bannerUrl,
    activated: input.activated,
    startDate: campaignInstant(input.startDate, "start"),
    endDate: campaignInstant(input.endDate, "end"),
  };
  try {
    const campaign = await db().transaction(async (tx) => {
      const [row] = await tx.insert(campaigns).values(values).returning();
      const created = toCampaign(row);
      await logActivity(tx, actor, {
        action: "campaign.create",
        targetType: "campaign",
        targetId: row.id,
        after: summary(created),
      });
      return created;
    });
    publicContentChanged(await campaignTags(campaign, "arrived"));
    return { campaign, totalCampaigns: await totalCampaigns() };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "Another campaign already uses this key.");
    throw error;
  }
}

/** PUT /api/admin/campaign/{id}: only the given fields change; the merged dates must stay in order. */
export async function updateCampaign(actor: PublicUser, id: number, input: UpdateInput): Promise<Campaign> {
  const { before, after } = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) throw new HttpError(404, "This campaign does not exist.");
    const before = toCampaign(row);
    const start = input.startDate ?? before.startDate;
    const end = input.endDate ?? before.endDate;
    if (!datesInOrder(start, end)) throw new HttpError(400, "endDate: The end date must not be before the start date.");
    const { startDate, endDate, ...rest } = input;
    const set = {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(startDate !== undefined && { startDate: campaignInstant(startDate, "start") }),
      ...(endDate !== undefined && { endDate: campaignInstant(endDate, "end") }),
      updatedAt: new Date(),
    };
    const [updated] = await tx.update(campaigns).set(set).where(eq(campaigns.id, id)).returning();
    const after = toCampaign(updated);
    const changed = Object.keys(input).filter((k) => input[k as keyof UpdateInput] !== undefined) as (keyof Campaign)[];
    await logActivity(tx, actor, {
      action: "campaign.update",
      targetType: "campaign",
      targetId: id,
      before: pick(before, changed, "title"),
      after: pick(after, changed, "title"),
    });
    return { before, after };
  });
  const moved = before.region !== after.region;
  publicContentChanged([
    ...(await campaignTags(before, moved ? "left" : "stayed")),
    ...(await campaignTags(after, moved ? "arrived" : "stayed")),
  ]);
  return after;
}

/** DELETE /api/admin/campaign/{id} */
export async function deleteCampaign(actor: PublicUser, id: number): Promise<{ id: number }> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
    if (!row) throw new HttpError(404, "This campaign does not exist.");
    await logActivity(tx, actor, {
      action: "campaign.delete",
      targetType: "campaign",
      targetId: id,
      before: summary(toCampaign(row)),
    });
    return toCampaign(row);
  });
  publicContentChanged(await campaignTags(removed, "left"));
  return { id };
}

/**
 * The pages a campaign is on: the home of its region's visitors (`*`: everyone's) and its event page. When it was the
 * first campaign to arrive in a country, or the last to leave it, that country joined or left the countries with pages
 * of their own (country-variant.ts): the pages a CDN keeps for its visitors under the rest's variant change too.
 */
async function campaignTags(
  c: Pick<Campaign, "region" | "keyid">,
  move: "arrived" | "left" | "stayed",
): Promise<string[]> {
  const tags = [contentTags.campaigns(c.region), contentTags.campaign(c.keyid)];
  if (c.region === "*" || move === "stayed") return tags;
  const [{ n }] = await db().select({ n: count() }).from(campaigns).where(eq(campaigns.region, c.region));
  return n === (move === "arrived" ? 1 : 0) ? [...tags, contentTags.campaignsOfTheRest] : tags;
}

function summary(c: Campaign) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = c;
  return rest;
}

function pick(c: Campaign, keys: (keyof Campaign)[], always: keyof Campaign) {
  return Object.fromEntries([...new Set([always, ...keys])].map((k) => [k, c[k]]));
}
