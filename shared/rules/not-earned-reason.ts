import { notEarnedReasons, type AwardCapKind, type NotEarnedReason } from "@/shared/contracts/activity";

/**
 * Why a meal earned nothing, in words a member can act on (DESIGN.md: show the reason on the
 * row, not only on a help page). Each says what happened and, where there is one, what to do.
 */
export function notEarnedReasonText(reason: NotEarnedReason, currencyPlural: string): string {
  switch (reason) {
    case "card_linked_after_meal":
      return `The card was linked less than 24 hours before this meal. Meals from 24 hours after linking earn ${currencyPlural}.`;
    case "debit_with_pin":
      return "The debit card was run with a PIN. Choose credit (no PIN) at the restaurant to earn.";
    case "non_earning_day":
      return "The restaurant did not offer rewards on that day. Its page shows this week's earning days.";
    case "merchant_left_program":
      return "The restaurant had left the program before this meal.";
    case "third_party_delivery":
      return "The order went through a delivery app. Order from the restaurant itself to earn.";
    case "reservation_cancelled":
      return "The reservation for this meal had been cancelled, so it earned no reservation bonus. The meal itself still earns as usual.";
    case "reservation_no_show":
      return "The restaurant marked the reservation as a no-show, so it earned no reservation bonus. The meal itself still earns as usual.";
    case "refunded":
      return `The restaurant refunded this meal, so the ${currencyPlural} it earned were taken back.`;
    case "no_campaign_for_tier":
      return `This restaurant offers ${currencyPlural} to members of another tier, not yours. Its page shows which tier earns there.`;
    case "merchant_month_cap":
      return `You had already earned the most ${currencyPlural} this restaurant gives in a month. Meals here earn again from the first of next month.`;
  }
}

/** Every reason in the program's own words: what a partner's copy does not word itself. */
export function notEarnedReasonTexts(currencyPlural: string): Record<NotEarnedReason, string> {
  return Object.fromEntries(
    notEarnedReasons.map((reason) => [reason, notEarnedReasonText(reason, currencyPlural)]),
  ) as Record<NotEarnedReason, string>;
}

/** Where a capped note names what the meal would have earned without the cap (decision 0063). */
export const uncappedAmountToken = "UNCAPPED_AMOUNT_1";

/** The capped note in the program's own words, per cap: what a partner's copy does not word itself. */
export const defaultCappedNotes: Record<AwardCapKind, string> = {
  per_visit: `One visit earns at most the program's per-visit limit. Without it, this meal would have earned ${uncappedAmountToken}.`,
  merchant_month: `This meal reached the most this restaurant gives in a month. Without that limit, it would have earned ${uncappedAmountToken}.`,
};
