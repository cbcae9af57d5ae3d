// Imports nothing: backend/db/schema/values.ts re-exports these under drizzle-kit, which does
// not resolve the "@/" alias.

/**
 * The activity's closed sets of values: one list each, so a value the API answers is one the
 * tables accept (backend/db/schema/values.ts types and checks its columns with them).
 */
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

export type AwardStatus = (typeof awardStatuses)[number];
export type NotEarnedReason = (typeof notEarnedReasons)[number];
export type TransactionType = (typeof transactionTypes)[number];
export type CreditStatus = (typeof creditStatuses)[number];
