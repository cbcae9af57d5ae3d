// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
// Relative import: drizzle-kit loads the schema without the "@/" path alias.
import { interfaceTypes, memberTypes } from "../../../lib/contracts/member";

/**
 * The closed sets of values stored in text columns. The columns are typed with them and the
 * tables check them, so a typo fails at compile time and a stray write fails in the database.
 */
export { interfaceTypes, memberTypes };

export { cardTypes } from "../../../lib/cards/card-rules";

// The merchant lists are the API contract's: one list, so a value the API accepts is one the
// table accepts.
export {
  highlightValues as merchantHighlights,
  mealTypeValues as mealTypes,
  merchantFeatureValues as merchantFeatures,
  offerTypeValues as offerTypes,
} from "../../../lib/contracts/merchants";

/** Tiers that earn (opt-in levels 0, 2 and 3); level 1 (non-activated) never earns. */
export const earningTierLevels = [0, 2, 3] as const;

export const recordTypes = ["transaction", "credit"] as const;

export const awardStatuses = ["Awarded", "Pending", "Forfeit", "Paid", "Deferred"] as const;

/** Reward source codes: M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle. */
export const transactionTypes = ["M", "J", "+", "A", "B", "S"] as const;

/**
 * Why a meal earned nothing, shown on the activity row (DESIGN.md: what members complain about):
 * the card was linked under 24 hours before the meal, a debit card was run with a PIN, the day
 * was a non-earning day, the restaurant had left the program, or a delivery app took the order.
 */
export const notEarnedReasons = [
  "card_linked_after_meal",
  "debit_with_pin",
  "non_earning_day",
  "merchant_left_program",
  "third_party_delivery",
] as const;

/** Where a statement credit went: a linked card, or another target (a bank account, a gift card). */
export const creditTargetTypes = ["card", "other"] as const;

/** A statement credit's progress at the benefit processor. */
export const creditStatuses = ["Requested", "Processing", "Paid", "Failed"] as const;

/** A member's state for one bonus (account-center §3 Bonus). */
export const bonusStatuses = ["eligible", "enrolled", "qualified"] as const;

/** `column in ('a', 'b')` for a check constraint; the values are constants above, never input. */
export function oneOf(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(", ");
}

export type { CardType } from "../../../lib/cards/card-rules";
export type {
  HighlightValue as MerchantHighlight,
  MealTypeValue as MealType,
  MerchantFeatureValue as MerchantFeature,
} from "../../../lib/contracts/merchants";
export type AwardStatus = (typeof awardStatuses)[number];
export type NotEarnedReason = (typeof notEarnedReasons)[number];
export type CreditStatus = (typeof creditStatuses)[number];
export type BonusStatus = (typeof bonusStatuses)[number];
