import type { MealTypeValue, MerchantFeatureValue } from "@/shared/contracts/merchant-values";
import type { SearchFilters } from "./search-filters";

/**
 * What only the search page's filters panel shows (its chips' labels, its cuisine choices, its
 * apply button's wording): apart from search-filters.ts, which the page needs at once, so they
 * load with the panel on its first opening (decision 0040).
 */

export const emptyFilters: SearchFilters = {
  priceRange: [],
  acclaimed: false,
  isNew: false,
  pointsAvailable: false,
  reservations: false,
  openNow: false,
  features: [],
  mealsServed: [],
  cuisines: [],
  radius: null,
};

export const featureLabels: Record<MerchantFeatureValue, string> = {
  delivery: "Delivery",
  dine_in: "Dine in",
  takeout: "Takeout",
  order_online: "Order online",
};

export const mealLabels: Record<MealTypeValue, string> = {
  breakfast: "Breakfast",
  brunch: "Brunch",
  lunch: "Lunch",
  dinner: "Dinner",
  late_night: "Late night",
};

/**
 * The cuisine chips to offer: every cuisine the pending selection's matches list, with its
 * count, and the ticked ones even when none match any more (so they can be unticked).
 */
export function cuisineOptions(
  counts: readonly { cuisine: string; count: number }[],
  selected: readonly string[],
): { cuisine: string; count: number }[] {
  const missing = selected
    .filter((cuisine) => !counts.some((entry) => entry.cuisine === cuisine))
    .map((cuisine) => ({ cuisine, count: 0 }));
  return [...counts, ...missing];
}

/** "Show 42 restaurants" on the filters' apply button. */
export function showResultsLabel(count: number): string {
  return `Show ${count.toLocaleString("en-US")} ${count === 1 ? "restaurant" : "restaurants"}`;
}
