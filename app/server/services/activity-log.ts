import type { PublicUser } from "~/shared/api/account";
import type { Tx } from "../db/client";
import { activityLogs } from "../db/schema";

/** Records one staff change; call it inside the same transaction as the change (DESIGN §4.12). */
export async function logActivity(
  tx: Tx,
  actor: Pick<PublicUser, "id" | "displayName">,
  entry: { action: string; targetType: string; targetId: string | number; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(activityLogs).values({
    actorId: actor.id,
    actorName: actor.displayName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: { before: entry.before, after: entry.after },
  });
}
