import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { awardHistory } from "@/backend/db/schema";
import type { AwardHistoryActor, AwardStatus } from "@/shared/contracts/activity";

export interface AwardHistoryEntry {
  readonly fromStatus: AwardStatus | null;
  readonly toStatus: AwardStatus;
  readonly reason: string | null;
  readonly changedAt: Date;
  readonly actor: AwardHistoryActor;
}

/**
 * One award's life, oldest first (decision 0063): made, settled, posted, refunded. Scoped by the
 * partner, so one partner's support never reads another's awards; empty for an award with no
 * history (a seeded or manual row) or of another partner.
 */
export async function readAwardHistory(
  db: Db,
  { partnerCode, transactionId }: { readonly partnerCode: string; readonly transactionId: string },
): Promise<AwardHistoryEntry[]> {
  return db
    .select({
      fromStatus: awardHistory.fromStatus,
      toStatus: awardHistory.toStatus,
      reason: awardHistory.reason,
      changedAt: awardHistory.changedAt,
      actor: awardHistory.actor,
    })
    .from(awardHistory)
    .where(and(eq(awardHistory.partnerCode, partnerCode), eq(awardHistory.transactionId, transactionId)))
    .orderBy(asc(awardHistory.id));
}
