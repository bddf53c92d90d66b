import { z } from "../../zod";
import { dashboardPagingSchema } from "../paging";
import { channelSchema, isoDaySchema, linkSchema, regionSchema, REGION_ANY } from "./common";
import { dateTimeSchema, idParamSchema } from "../params";

// ── Campaigns (staff; DESIGN §4.10).

export const CAMPAIGN_TITLE_MAX = 80;
export const CAMPAIGN_DESCRIPTION_MAX = 1000;
export const keyidSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "The key may use a–z, 0–9, - and _ (up to 64 characters).");

/** A date as YYYY-MM-DD (the whole day, UTC) or a full ISO date-time. */
const campaignDateSchema = z.union([isoDaySchema, dateTimeSchema], { message: "Use a date as YYYY-MM-DD." });

const campaignFields = {
  keyid: keyidSchema,
  region: regionSchema,
  channel: channelSchema,
  title: z.string().trim().min(1, "Please enter a title.").max(CAMPAIGN_TITLE_MAX),
  description: z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX),
  targetUrl: linkSchema(500),
  bannerUrl: linkSchema(500),
  startDate: campaignDateSchema,
  endDate: campaignDateSchema,
  activated: z.boolean(),
};

/** A day means its start for startDate and its last millisecond for endDate, so a one-day campaign runs that whole day. */
export function campaignInstant(value: string, edge: "start" | "end"): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}Z`);
  return new Date(value);
}

export function datesInOrder(start: string | undefined, end: string | undefined): boolean {
  if (start === undefined || end === undefined) return true;
  return campaignInstant(start, "start").getTime() <= campaignInstant(end, "end").getTime();
}

const endAfterStart = { path: ["endDate"], message: "The end date must not be before the start date." };

export const campaignCreateSchema = z
  .object({
    ...campaignFields,
    keyid: campaignFields.keyid.optional(),
    region: campaignFields.region.default(REGION_ANY),
    channel: campaignFields.channel.default("*"),
    description: campaignFields.description.default(""),
    targetUrl: campaignFields.targetUrl.default(""),
    bannerUrl: campaignFields.bannerUrl.refine((v) => v !== "", "Choose a banner picture."),
    activated: campaignFields.activated.default(true),
  })
  .strict()
  .refine((c) => datesInOrder(c.startDate, c.endDate), endAfterStart);
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

/** Spec §5: an update carries at least one of these (channel too: it is the locale half of the audience). */
export const CAMPAIGN_UPDATE_FIELDS = [
  "region",
  "channel",
  "title",
  "description",
  "targetUrl",
  "bannerUrl",
  "startDate",
  "endDate",
  "activated",
] as const;
export type CampaignUpdateField = (typeof CAMPAIGN_UPDATE_FIELDS)[number];

export const campaignUpdateSchema = z
  .object({
    region: campaignFields.region.optional(),
    channel: campaignFields.channel.optional(),
    title: campaignFields.title.optional(),
    description: campaignFields.description.optional(),
    targetUrl: campaignFields.targetUrl.optional(),
    bannerUrl: campaignFields.bannerUrl.refine((v) => v !== "", "Choose a banner picture.").optional(),
    startDate: campaignFields.startDate.optional(),
    endDate: campaignFields.endDate.optional(),
    activated: campaignFields.activated.optional(),
  })
  .strict()
  .refine((c) => CAMPAIGN_UPDATE_FIELDS.some((k) => c[k] !== undefined), { message: "Nothing to change." })
  .refine((c) => datesInOrder(c.startDate, c.endDate), endAfterStart);
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  keyid: z.string(),
  region: z.string(),
  channel: channelSchema,
  title: z.string(),
  description: z.string(),
  targetUrl: z.string(),
  bannerUrl: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  activated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignDraft = Pick<Campaign, CampaignUpdateField>;

/**
 * The fields of a draft that differ from the stored campaign (spec §5): the client sends an update only when this
 * is not null. Dates compare by instant, so `2026-05-01` equals the stored `2026-05-01T00:00:00.000Z` start.
 */
export function campaignChanges(before: CampaignDraft, draft: CampaignDraft): Partial<CampaignDraft> | null {
  const changes: Partial<Record<CampaignUpdateField, unknown>> = {};
  for (const key of CAMPAIGN_UPDATE_FIELDS) {
    const a = before[key];
    const b = draft[key];
    const same =
      key === "startDate" || key === "endDate"
        ? campaignInstant(String(a), key === "startDate" ? "start" : "end").getTime() ===
          campaignInstant(String(b), key === "startDate" ? "start" : "end").getTime()
        : typeof a === "string" && typeof b === "string"
          ? a.trim() === b.trim()
          : a === b;
    if (!same) changes[key] = b;
  }
  return Object.keys(changes).length ? (changes as Partial<CampaignDraft>) : null;
}

export const campaignIdSchema = idParamSchema;
export const campaignsQuerySchema = dashboardPagingSchema;
export const campaignsResponseSchema = z.object({
  campaigns: z.array(campaignSchema),
  totalCampaigns: z.number().int(),
});
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;
export const campaignResponseSchema = z.object({
  campaign: campaignSchema,
  totalCampaigns: z.number().int().optional(),
});
