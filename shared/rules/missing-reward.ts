import type { AwardStatus } from "@/shared/contracts/activity";
import { missingRewardContactDays } from "@/shared/constants";
import { addDays, daysSince } from "./activity-dates";

/**
 * When a member should contact support about a reward that has not arrived (account-center §9:
 * after 10 days): a meal still pending 10 days after it was dined. Before that, posting may
 * simply be slow, and the row says when contacting makes sense.
 */
export function missingRewardContact(
  transaction: { readonly awardStatus: AwardStatus; readonly date: Date },
  now: Date,
): { readonly due: boolean; readonly from: Date } | null {
  if (transaction.awardStatus !== "Pending") return null;
  return {
    due: daysSince(transaction.date, now) >= missingRewardContactDays,
    from: addDays(transaction.date, missingRewardContactDays),
  };
}
