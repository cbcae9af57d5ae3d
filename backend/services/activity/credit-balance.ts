import "server-only";
import { and, eq, sum } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import type { CreditBalance } from "@/shared/contracts/activity";

/**
 * Cash back earned and not yet paid out (GET /api/Member/StatementCreditBalance), in cents: the
 * awarded transactions. A payout turns them Paid and adds the statement credit that paid them,
 * so the balance drops back below the payout threshold.
 */
export async function creditBalance(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<CreditBalance> {
  const [row] = await db
    .select({ balance: sum(transactions.benefitAmount) })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.memberId, memberId),
        eq(transactions.recordType, "transaction"),
        eq(transactions.awardStatus, "Awarded"),
      ),
    );
  return { memberBalance: Math.max(0, Number(row?.balance ?? 0)) };
}
