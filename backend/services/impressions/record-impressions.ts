import "server-only";
import type { Db } from "@/backend/db/client";
import { impressions } from "@/backend/db/schema";
import type { ImpressionEvent } from "@/shared/contracts/impressions";

/** Stores a batch of analytics events for one partner; answers how many were stored. */
export async function recordImpressions(
  db: Db,
  { partnerCode, events }: { partnerCode: string; events: readonly ImpressionEvent[] },
): Promise<number> {
  const rows = events.map((event) => ({
    partnerCode,
    channel: event.channel,
    event: event.event,
    dateTime: new Date(event.dateTime),
    userAgent: event.userAgent,
    merchantId: event.merchantId ?? null,
    publicId: event.publicId ?? null,
    path: event.path ?? null,
    payload: event,
  }));
  await db.insert(impressions).values(rows);
  return rows.length;
}
