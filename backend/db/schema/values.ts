// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
// Relative import: drizzle-kit loads the schema without the "@/" path alias.
import { interfaceTypes, memberTypes } from "../../../shared/contracts/member";

/**
 * The closed sets of values stored in text columns. The columns are typed with them and the
 * tables check them, so a typo fails at compile time and a stray write fails in the database.
 */
export { interfaceTypes, memberTypes };

export { cardTypes } from "../../../shared/cards/card-rules";

// The merchant lists are the API contract's: one list, so a value the API accepts is one the
// table accepts.
export {
  highlightValues as merchantHighlights,
  mealTypeValues as mealTypes,
  merchantFeatureValues as merchantFeatures,
  offerTypeValues as offerTypes,
} from "../../../shared/contracts/merchants";

/** Tiers that earn (opt-in levels 0, 2 and 3); level 1 (non-activated) never earns. */
export const earningTierLevels = [0, 2, 3] as const;

export {
  awardCapKinds,
  awardHistoryActors,
  awardStatuses,
  deliveryBrands,
  deliveryMethods,
  redemptionStatuses,
  notEarnedReasons,
  recordTypes,
  transactionTypes,
} from "../../../shared/contracts/activity-values";

// A member's state for one bonus: the API contract's list.
export { bonusStatusValues as bonusStatuses } from "../../../shared/contracts/bonus";

/** `column in ('a', 'b')` for a check constraint; the values are constants above, never input. */
export function oneOf(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(", ");
}

export type { CardType } from "../../../shared/cards/card-rules";
export type {
  HighlightValue as MerchantHighlight,
  MealTypeValue as MealType,
  MerchantFeatureValue as MerchantFeature,
} from "../../../shared/contracts/merchants";
export type { AwardStatus, DeliveryBrand, NotEarnedReason } from "../../../shared/contracts/activity-values";
export type { BonusStatus } from "../../../shared/contracts/bonus";

// A member's reservation: booked, then cancelled, dined or a no-show. The API contract's list.
export { memberReservationStatuses } from "../../../shared/contracts/reservations";

/** An outgoing message: waiting for a try, sent, or given up after the last try (dead letter). */
export const outboxStatuses = ["queued", "sent", "dead"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

// The card-network feed's closed sets: the API contract's lists (decision 0061).
export {
  cardNetworks,
  networkMatchStatuses,
  networkMessageTypes,
  networkUnmatchedReasons,
} from "../../../shared/contracts/network-feed-values";

// Posting awards to the partner (decision 0064): the contract's lists.
export { postingKinds, postingStatuses } from "../../../shared/contracts/posting-values";
export type { PostingKind, PostingStatus } from "../../../shared/contracts/posting-values";

// A missing-dine claim's state (decision 0069): the contract's list.
export { missingDineClaimStatuses } from "../../../shared/contracts/missing-dine-values";
