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
 * On a reservation bonus row: the reservation had been cancelled, or was marked a no-show. On a
 * reversal (an adjustment, source A): the restaurant refunded the meal (decision 0061). From the
 * engine's rules (decision 0063): the restaurant offers no campaign to the member's tier, or the
 * member had already earned the most this restaurant earns them in a month.
 */
export const notEarnedReasons = [
  "card_linked_after_meal",
  "debit_with_pin",
  "non_earning_day",
  "merchant_left_program",
  "third_party_delivery",
  "reservation_cancelled",
  "reservation_no_show",
  "refunded",
  "no_campaign_for_tier",
  "merchant_month_cap",
] as const;

/**
 * Which of the partner's caps cut a meal's award (decision 0063): the most one visit earns, or
 * the most one restaurant earns a member in a calendar month.
 */
export const awardCapKinds = ["per_visit", "merchant_month"] as const;

/**
 * Who moved an award (decision 0063): the award path that made it, the posting schedule, the
 * posting to the partner, a refund, a person at support, or a cash-back payout by statement
 * credit (decision 0068).
 */
export const awardHistoryActors = ["engine", "schedule", "posting", "refund", "support", "payout"] as const;

/**
 * A statement credit's (a redemption's) progress at the benefit processor, the spec's redemption
 * status (public-and-shared §3 Other enumerations): asked for, received by the processor, paid,
 * refused, or failed on the processor's side.
 */
export const redemptionStatuses = ["pending", "pending_received", "completed", "rejected", "error"] as const;

/** Who delivers a redemption (public-and-shared §3): a card network, or a reward-link provider. */
export const deliveryBrands = ["MasterCard", "Tremendous", "Visa", "XXXX"] as const;

/** How a redemption reaches the member (public-and-shared §3): onto a card, or by email. */
export const deliveryMethods = ["Card", "Email"] as const;

export type AwardStatus = (typeof awardStatuses)[number];
export type NotEarnedReason = (typeof notEarnedReasons)[number];
export type AwardCapKind = (typeof awardCapKinds)[number];
export type AwardHistoryActor = (typeof awardHistoryActors)[number];
export type TransactionType = (typeof transactionTypes)[number];
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export type DeliveryBrand = (typeof deliveryBrands)[number];
export type DeliveryMethod = (typeof deliveryMethods)[number];
