// Loaded by drizzle-kit and tsx scripts as well as the app, so no "server-only" guard here.
// Relative import: drizzle-kit loads the schema without the "@/" path alias.
import { interfaceTypes, memberTypes } from "../../../lib/contracts/member";

/**
 * The closed sets of values stored in text columns. The columns are typed with them and the
 * tables check them, so a typo fails at compile time and a stray write fails in the database.
 */
export { interfaceTypes, memberTypes };

export const cardTypes = ["Visa", "Amex", "Mastercard", "Discover"] as const;

export const merchantFeatures = ["delivery", "dine_in", "takeout", "order_online"] as const;

export const mealTypes = ["breakfast", "brunch", "lunch", "dinner", "late_night"] as const;

export const merchantHighlights = [
  "acclaimed",
  "comingSoon",
  "leavingSoon",
  "new",
  "order external",
  "order internal",
] as const;

export const offerTypes = ["Unlimited", "Limited"] as const;

/** Tiers that earn (opt-in levels 0, 2 and 3); level 1 (non-activated) never earns. */
export const earningTierLevels = [0, 2, 3] as const;

export const recordTypes = ["transaction", "credit"] as const;

export const awardStatuses = ["Awarded", "Pending", "Forfeit", "Paid", "Deferred"] as const;

/** Reward source codes: M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle. */
export const transactionTypes = ["M", "J", "+", "A", "B", "S"] as const;

/** `column in ('a', 'b')` for a check constraint; the values are constants above, never input. */
export function oneOf(values: readonly (string | number)[]): string {
  return values.map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(", ");
}

export type CardType = (typeof cardTypes)[number];
export type MerchantFeature = (typeof merchantFeatures)[number];
export type MealType = (typeof mealTypes)[number];
export type MerchantHighlight = (typeof merchantHighlights)[number];
export type AwardStatus = (typeof awardStatuses)[number];
