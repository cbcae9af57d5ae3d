import "server-only";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import { latestDueMealDate } from "@/shared/rules/award-schedule";

/**
 * The posting schedule's step (shared/rules/award-schedule): every ingested award still
 * Pending whose meal is old enough becomes Awarded, the reservation bonus with its meal. Seeded
 * and manual rows are left as they are. Safe to run at any time and as often as wanted (a job,
 * the staging tools, tests with their own `now`); answers how many rows it settled.
 */
export async function settleDueAwards(db: Db, now: Date = new Date()): Promise<number> {
  const settled = await db
    .update(transactions)
    .set({ awardStatus: "Awarded" })
    .where(
      and(
        isNotNull(transactions.ingestionBatchId),
        eq(transactions.awardStatus, "Pending"),
        lte(transactions.date, latestDueMealDate(now)),
      ),
    )
    .returning({ id: transactions.id });
  return settled.length;
}
