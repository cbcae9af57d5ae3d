import "server-only";
import type { AwardStatus, NotEarnedReason } from "@/shared/contracts/activity";
import { amountPerDollarFor } from "@/shared/rules/earn-statement";
import { earningTierOf, viewerRuleTier } from "@/shared/rules/earning-tier";
import { earnedFor } from "@/shared/rules/email-opt-in-value";
import { restaurantDay } from "@/shared/rules/zoned-time";
import type { PartnerConfig } from "@/partners/schema";
import { benefitDayNames } from "../services/merchants/benefit-days";

/** A card earns on meals from 24 hours after it was linked (the card_linked_after_meal wording). */
export const cardEarnsAfterMs = 24 * 3_600_000;

export interface BaseAwardInput {
  readonly partner: Pick<PartnerConfig, "earnRules" | "currencyType">;
  readonly tierLevel: number;
  readonly amountCents: number;
  readonly mealDate: Date;
  readonly cardLinkedAt: Date;
  /** The merchant's earning weekdays as stored (Sun = 1 … Sat = 64) and its time zone. */
  readonly benefitDays: number;
  readonly timeZone: string;
  /** The tiers holding a campaign code of this partner at this merchant (merchant_campaigns). */
  readonly campaignTiers: readonly number[];
}

export interface BaseAward {
  readonly awardStatus: AwardStatus;
  readonly benefitAmount: number;
  readonly notEarnedReason: NotEarnedReason | null;
}

/**
 * A meal's own award before the caps, by the partner's rules in the order of decision 0063: it
 * earns nothing (Forfeit, final, with the reason on the row) when the card was linked under 24
 * hours before the meal, when the restaurant's day was not one of its earning days, or when the
 * restaurant holds no campaign code for the tier the member earns by (public-and-shared §6: an
 * acclaimed merchant earns only from the tier its campaign names). Otherwise it earns the rate of
 * that tier from the partner's earn rules, on the partner's rounding (earnedFor), and starts
 * Pending (shared/rules/award-schedule).
 */
export function baseAward(input: BaseAwardInput): BaseAward {
  const notEarned = (reason: NotEarnedReason): BaseAward => ({
    awardStatus: "Forfeit",
    benefitAmount: 0,
    notEarnedReason: reason,
  });
  if (input.mealDate.getTime() - input.cardLinkedAt.getTime() < cardEarnsAfterMs)
    return notEarned("card_linked_after_meal");
  const { weekday } = restaurantDay(input.mealDate, input.timeZone);
  if (!benefitDayNames(input.benefitDays).includes(weekday)) return notEarned("non_earning_day");
  // The tier whose rule the member earns by is the one the merchant page says earns there
  // (shared/rules/earn-statement): the member's own, or the highest with a rule below it.
  const ruleTier = viewerRuleTier(
    input.partner.earnRules.map((rule) => rule.tierLevel),
    { tierLevel: input.tierLevel },
  );
  if (ruleTier === null || !input.campaignTiers.some((tier) => earningTierOf(tier) === ruleTier))
    return notEarned("no_campaign_for_tier");
  const rate = amountPerDollarFor(input.partner.earnRules, input.tierLevel) ?? 0;
  return {
    awardStatus: "Pending",
    benefitAmount: earnedFor(input.amountCents, rate, input.partner.currencyType),
    notEarnedReason: null,
  };
}
