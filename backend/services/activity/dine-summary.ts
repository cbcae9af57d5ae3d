import "server-only";
import type { Db } from "@/backend/db/client";
import { getDiningTotals } from "@/backend/services/members/get-dining-totals";
import type { DineSummary } from "@/shared/contracts/activity";
import { rewardsSummaryMonths } from "@/shared/constants";

/**
 * The rewards summary's figures (account-center §2: the last 12 months): rewards earned, that is
 * awarded or already paid out (bonuses included), and meals dined with a linked card, earning or not.
 */
export async function dineSummary(
  db: Db,
  { partnerCode, memberId, now = new Date() }: { partnerCode: string; memberId: string; now?: Date },
): Promise<DineSummary> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - rewardsSummaryMonths);
  // The end is exclusive: a millisecond past now keeps a meal recorded at this instant.
  const totals = await getDiningTotals(db, {
    partnerCode,
    memberId,
    start: since,
    end: new Date(now.getTime() + 1),
  });
  return { currentYearBenefits: totals.earned, currentYearDines: totals.meals };
}
