import "server-only";
import type { AwardStatus, NotEarnedReason } from "@/shared/contracts/activity";
import { amountPerDollarFor } from "@/shared/rules/earn-statement";
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
}

export interface BaseAward {
  readonly awardStatus: AwardStatus;
  readonly benefitAmount: number;
  readonly notEarnedReason: NotEarnedReason | null;
}

/**
 * A meal's own award: the rate of the member's tier from the partner's earn rules, on the
 * partner's rounding (earnedFor). It earns nothing (Forfeit, final, with the reason on the row)
 * when the card was linked under 24 hours before the meal, or the restaurant's day was not one
 * of its earning days. An earning meal starts Pending (shared/rules/award-schedule).
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
  const rate = amountPerDollarFor(input.partner.earnRules, input.tierLevel) ?? 0;
  return {
    awardStatus: "Pending",
    benefitAmount: earnedFor(input.amountCents, rate, input.partner.currencyType),
    notEarnedReason: null,
  };
}
