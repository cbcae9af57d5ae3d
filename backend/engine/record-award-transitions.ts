import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/backend/db/database";
import { awardHistory } from "@/backend/db/schema";
import type { AwardHistoryActor, AwardStatus, NotEarnedReason } from "@/shared/contracts/activity";

/** Why an award moved, when the status alone does not say: a not-earned reason, or its caps cut it. */
export type AwardHistoryReason = NotEarnedReason | "capped";

/** One step in an award's life (decision 0063): from null when the award is made. */
export interface AwardTransition {
  readonly transactionId: string;
  readonly partnerCode: string;
  readonly fromStatus: AwardStatus | null;
  readonly toStatus: AwardStatus;
  readonly reason: AwardHistoryReason | null;
  readonly actor: AwardHistoryActor;
}

/** Rows per statement: 6 parameters a row stays far inside PostgreSQL's 65,535. */
const rowsPerStatement = 1_000;

/**
 * Writes award history rows, many to a statement, in the caller's transaction: a step that
 * changes awards records each change where it makes it, so a change without its row cannot
 * commit (decision 0063).
 */
export async function recordAwardTransitions(tx: Db, transitions: readonly AwardTransition[]): Promise<void> {
  for (let start = 0; start < transitions.length; start += rowsPerStatement) {
    await tx.insert(awardHistory).values(
      transitions.slice(start, start + rowsPerStatement).map((transition) => ({
        transactionId: transition.transactionId,
        partnerCode: transition.partnerCode,
        fromStatus: transition.fromStatus,
        toStatus: transition.toStatus,
        reason: transition.reason,
        actor: transition.actor,
      })),
    );
  }
}

const recordedRows = z.object({ rows: z.array(z.object({ transaction_id: z.string() })) });

/**
 * The set-based form: one statement that runs `change` (an update or insert of transactions
 * returning their `id` and `partner_code`) and writes a history row for each row it returned,
 * `with changed as (<change>) insert into award_history … select … from changed`. The change and
 * its history commit or fail together, however many rows it touches. Answers the ids recorded.
 */
export async function recordTransitionsOf(
  tx: Db,
  change: SQL,
  step: Omit<AwardTransition, "transactionId" | "partnerCode">,
): Promise<string[]> {
  const result: unknown = await tx.execute(sql`
    with changed as (${change})
    insert into ${awardHistory} (transaction_id, partner_code, from_status, to_status, reason, actor)
    select changed.id, changed.partner_code, ${step.fromStatus}::text, ${step.toStatus}::text,
      ${step.reason}::text, ${step.actor}::text
    from changed
    returning transaction_id`);
  return recordedRows.parse(result).rows.map((row) => row.transaction_id);
}
