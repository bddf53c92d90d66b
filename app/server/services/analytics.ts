import { db } from "../db/client";
import { analyticsEvents } from "../db/schema";

export async function recordAnalyticsEvent(event: { kind: string; name: string; path: string; locale: string; country: string }) {
  await db().insert(analyticsEvents).values(event);
}
