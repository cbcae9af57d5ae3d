import type { AwardCapKind } from "@/shared/contracts/activity";
import type { PartnerConfig } from "@/partners/schema";
import type { BaseAward } from "./base-award";

export interface CappedAward extends BaseAward {
  /** What the meal would have earned without the caps; null when they left it whole. */
  readonly uncappedAmount: number | null;
  readonly cappedBy: AwardCapKind | null;
}

/**
 * The partner's caps on a meal's award, after the base award (decision 0063): a visit earns at
 * most perVisit, and the member earns at most perMerchantPerMonth from one restaurant in one of
 * its calendar months, `earnedThisMonth` being what their meals there that month earned already.
 * A capped award keeps what it would have earned and which cap cut it; an award the month's cap
 * leaves nothing of earns nothing, and says so (merchant_month_cap). A meal that earned nothing
 * is left as it is.
 */
export function capAward(
  award: BaseAward,
  caps: PartnerConfig["awardCaps"],
  earnedThisMonth: number,
): CappedAward {
  const whole: CappedAward = { ...award, uncappedAmount: null, cappedBy: null };
  if (award.awardStatus !== "Pending" || award.benefitAmount <= 0) return whole;
  let amount = award.benefitAmount;
  let cappedBy: AwardCapKind | null = null;
  if (caps.perVisit !== null && amount > caps.perVisit) {
    amount = caps.perVisit;
    cappedBy = "per_visit";
  }
  if (caps.perMerchantPerMonth !== null) {
    const room = Math.max(0, caps.perMerchantPerMonth - earnedThisMonth);
    if (amount > room) {
      amount = room;
      cappedBy = "merchant_month";
    }
  }
  if (cappedBy === null) return whole;
  return {
    awardStatus: amount > 0 ? "Pending" : "Forfeit",
    benefitAmount: amount,
    notEarnedReason: amount > 0 ? null : "merchant_month_cap",
    uncappedAmount: award.benefitAmount,
    cappedBy,
  };
}
