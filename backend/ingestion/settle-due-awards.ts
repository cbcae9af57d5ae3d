import "server-only";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";
import { latestDueMealDate } from "@/shared/rules/award-schedule";
import { recordTransitionsOf } from "../engine/record-award-transitions";

/**
 * The posting schedule's step (shared/rules/award-schedule): every ingested award still
 * Pending whose meal is old enough becomes Awarded, the reservation bonus with its meal. Seeded
 * and manual rows are left as they are. One statement settles them all and writes each one's
 * history row (Pending → Awarded by the schedule, decision 0063), so neither is ever without the
 * other. Safe to run at any time and as often as wanted (a job, the staging tools, tests with
 * their own `now`); answers how many rows it settled. `memberId` settles one member's only (the
 * staging tools' button, so two testers, or two journeys, never settle each other's meals).
 */
export async function settleDueAwards(db: Db, now: Date = new Date(), memberId?: string): Promise<number> {
  const settle = db
    .update(transactions)
    .set({ awardStatus: "Awarded" })
    .where(
      and(
        isNotNull(transactions.ingestionBatchId),
        eq(transactions.awardStatus, "Pending"),
        lte(transactions.date, latestDueMealDate(now)),
        memberId === undefined ? undefined : eq(transactions.memberId, memberId),
      ),
    )
    .returning({ id: transactions.id, partnerCode: transactions.partnerCode });
  const settled = await recordTransitionsOf(db, settle.getSQL(), {
    fromStatus: "Pending",
    toStatus: "Awarded",
    reason: null,
    actor: "schedule",
  });
  return settled.length;
}
