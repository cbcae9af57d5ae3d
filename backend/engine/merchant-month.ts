import { restaurantDay, zonedTimeToInstant } from "@/shared/rules/zoned-time";

/** A member's visits to one restaurant in one of its calendar months: what the monthly cap counts. */
export interface MerchantMonth {
  /** partner, member, merchant and "YYYY-MM": one key per counted month. */
  readonly key: string;
  /** The month's first instant and the next month's, on the restaurant's clock. */
  readonly start: Date;
  readonly end: Date;
}

export interface MerchantVisit {
  readonly partnerCode: string;
  readonly memberId: string;
  readonly merchant: { readonly id: string; readonly timeZone: string };
  readonly mealDate: Date;
}

/**
 * The calendar month a meal counts in for the monthly merchant cap (decision 0063): the
 * restaurant's own month, so a dinner at 23:30 on the 31st is that month's wherever the server
 * runs.
 */
export function merchantMonthOf(visit: MerchantVisit): MerchantMonth {
  const { timeZone } = visit.merchant;
  const [year = 0, month = 1] = restaurantDay(visit.mealDate, timeZone).date.split("-").map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const first = (y: number, m: number) => `${String(y)}-${String(m).padStart(2, "0")}-01`;
  const monthKey = first(year, month).slice(0, 7);
  return {
    key: [visit.partnerCode, visit.memberId, visit.merchant.id, monthKey].join("/"),
    start: zonedTimeToInstant(first(year, month), "00:00", timeZone),
    end: zonedTimeToInstant(first(next.year, next.month), "00:00", timeZone),
  };
}
