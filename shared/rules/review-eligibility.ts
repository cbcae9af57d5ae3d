import type { AwardStatus, TransactionType } from "@/shared/contracts/activity";
import { reviewEarliestDate, reviewWindowDays } from "@/shared/constants";
import { daysSince } from "./activity-dates";

const reviewableTypes: ReadonlySet<TransactionType> = new Set(["S", "M"]);
const unreviewableStatuses: ReadonlySet<AwardStatus> = new Set(["Deferred", "Forfeit"]);
const earliest = new Date(`${reviewEarliestDate}T00:00:00Z`);

/**
 * Whether the review button is offered (account-center §4 Reviews): a settle or manual
 * transaction of the last 35 days, dated on or after 1 Feb 2021, not reviewed yet, and neither
 * deferred nor forfeit.
 */
export function isReviewEligible(
  transaction: {
    readonly date: Date;
    readonly transactionType: TransactionType;
    readonly awardStatus: AwardStatus;
    readonly reviewed: boolean;
  },
  now: Date,
): boolean {
  const age = daysSince(transaction.date, now);
  return (
    !transaction.reviewed &&
    reviewableTypes.has(transaction.transactionType) &&
    !unreviewableStatuses.has(transaction.awardStatus) &&
    transaction.date.getTime() >= earliest.getTime() &&
    age >= 0 &&
    age <= reviewWindowDays
  );
}
