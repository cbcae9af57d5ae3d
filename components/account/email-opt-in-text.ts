import { formatEarnRate } from "@/shared/format/earn-rate";
import { formatCents, formatReward } from "@/shared/format/reward-amount";
import { emailOptInValue } from "@/shared/rules/email-opt-in-value";
import type { OverviewPartner } from "./overview-types";

/** A member's dining as the example when they have none this year yet: $100. */
const exampleSpendCents = 10_000;

/**
 * What email opt-in changes, in the member's own numbers (DESIGN.md): this year's dining at the
 * opted-out and opted-in rates. Null for a VIP, or when opting in earns no more.
 */
export function emailOptInText(
  partner: OverviewPartner,
  tierLevel: number,
  spendCents: number,
  /** What the member's meals earned this year (ytdMealMilesOrDollars), shown as it is. */
  mealEarned: number,
): { optedIn: boolean; text: string } | null {
  if (tierLevel >= 3 || !partner.showEmailOptIn) return null;
  const own = spendCents > 0;
  const value = emailOptInValue(
    own ? spendCents : exampleSpendCents,
    partner.earnRules,
    partner.currencyType,
    own ? { tierLevel, earned: mealEarned } : null,
  );
  if (!value) return null;
  const low = `${formatReward(partner, value.optedOutEarned)} at ${formatEarnRate(partner, value.optedOutRate)}`;
  const high = `${formatReward(partner, value.optedInEarned)} at ${formatEarnRate(partner, value.optedInRate)}`;
  const spend = own
    ? `your ${formatCents(spendCents)} of dining this year`
    : `every ${formatCents(exampleSpendCents)} you spend dining`;
  if (tierLevel === 2)
    return {
      optedIn: true,
      text: `Because you receive our emails, ${spend} earns ${high}, instead of ${low}.`,
    };
  return {
    optedIn: false,
    text: `Opted in to emails, ${spend} would earn ${high}, instead of ${low}.`,
  };
}
