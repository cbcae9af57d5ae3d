import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { transactions } from "@/backend/db/schema";
import { recordTransitionsOf } from "./record-award-transitions";

/**
 * The one way an award becomes Paid (docs/decisions/0064-posting-to-the-partner.md): once the
 * partner accepted its posting line. One set-based statement, from Awarded only, so an award the
 * partner acknowledges twice is paid once, with the first acknowledgement's date, and an award
 * some other rule moved on meanwhile is left as it is. The same statement writes each paid
 * award's history row (Awarded → Paid by the posting, decision 0063). Answers the ids it paid.
 * Call it inside the transaction that records the acknowledgement.
 */
export async function markAwardsPaid(
  db: Db,
  input: { readonly transactionIds: readonly string[]; readonly paidAt: Date },
): Promise<string[]> {
  if (input.transactionIds.length === 0) return [];
  const pay = db
    .update(transactions)
    .set({ awardStatus: "Paid", paidAt: input.paidAt })
    .where(and(inArray(transactions.id, [...input.transactionIds]), eq(transactions.awardStatus, "Awarded")))
    .returning({ id: transactions.id, partner_code: transactions.partnerCode });
  return recordTransitionsOf(db, pay.getSQL(), {
    fromStatus: "Awarded",
    toStatus: "Paid",
    reason: null,
    actor: "posting",
  });
}
