import "server-only";
import { and, eq, lt, lte } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";

/** A credit reaches the member's statement about a week after it is issued (as the seed tells it). */
export const creditStatementDays = 7;

const dayMs = 86_400_000;

export interface AdvancedCredits {
  readonly received: number;
  readonly completed: number;
}

/**
 * The stand-in benefit processor (decision 0068), until a real one answers: a statement credit
 * issued before this run is received (pending → pending_received), and one received and issued
 * `creditStatementDays` or more ago is on the statement (→ completed). Completed first, so one run
 * moves a credit one step. Two set-based statements, each from one status only: safe to run twice
 * at once or again. Seeded credits follow the same rule, which is how the seed set theirs.
 */
export async function advanceStatementCredits(db: Db, now: Date): Promise<AdvancedCredits> {
  const completed = await db
    .update(transactions)
    .set({ redemptionStatus: "completed" })
    .where(
      and(
        eq(transactions.recordType, "credit"),
        eq(transactions.redemptionStatus, "pending_received"),
        lte(transactions.date, new Date(now.getTime() - creditStatementDays * dayMs)),
      ),
    )
    .returning({ id: transactions.id });
  const received = await db
    .update(transactions)
    .set({ redemptionStatus: "pending_received" })
    .where(
      and(
        eq(transactions.recordType, "credit"),
        eq(transactions.redemptionStatus, "pending"),
        lt(transactions.date, now),
      ),
    )
    .returning({ id: transactions.id });
  return { received: received.length, completed: completed.length };
}
