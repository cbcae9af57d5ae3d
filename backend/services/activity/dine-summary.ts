import "server-only";
import { and, count, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { transactions } from "@/backend/db/schema";
import type { DineSummary } from "@/lib/contracts/activity";
import { rewardsSummaryMonths } from "@/lib/constants";

/** Dining records: settled and manually entered meals (not bonuses or adjustments). */
const dineTypes = ["S", "M"] as const;

/**
 * The rewards summary's figures (account-center §2: the last 12 months): rewards earned, that is
 * awarded or already paid out, and meals dined with a linked card, earning or not.
 */
export async function dineSummary(
  db: Db,
  { partnerCode, memberId, now = new Date() }: { partnerCode: string; memberId: string; now?: Date },
): Promise<DineSummary> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - rewardsSummaryMonths);
  const [row] = await db
    .select({
      benefits: sum(
        sql`case when ${transactions.awardStatus} in ('Awarded', 'Paid') then ${transactions.benefitAmount} else 0 end`,
      ),
      dines: count(sql`case when ${inArray(transactions.transactionType, [...dineTypes])} then 1 end`),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.partnerCode, partnerCode),
        eq(transactions.memberId, memberId),
        eq(transactions.recordType, "transaction"),
        gte(transactions.date, since),
      ),
    );
  return { currentYearBenefits: Number(row?.benefits ?? 0), currentYearDines: row?.dines ?? 0 };
}
