import { and, eq } from "drizzle-orm";
import type { EventPage } from "~/shared/api/events";
import { eventKeySchema } from "~/shared/api/events";
import { db } from "../db/client";
import { campaigns } from "../db/schema";

/**
 * One event page (DESIGN §4.18) from its campaign: only activated campaigns have a page; an ended event keeps
 * its page so shared links still work (the page says it has ended). Unknown or malformed keys give null.
 */
export async function eventByKeyid(keyid: string | undefined): Promise<EventPage | null> {
  if (!eventKeySchema.safeParse(keyid).success) return null;
  const [row] = await db()
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.keyid, keyid as string), eq(campaigns.activated, true)))
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
