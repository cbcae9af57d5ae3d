import type { AwardStatus } from "@/shared/contracts/activity";

/**
 * The posting schedule of an ingested meal's award (and of its reservation bonus): it stays
 * Pending while the restaurant can still correct or reverse the charge, then becomes Awarded.
 * The activity page promises rewards within missingRewardContactDays (10; a test holds this below it) and only then
 * suggests reporting a missing one, so an award settles well inside that: 7 days after the meal.
 * Rows that earned nothing (Forfeit, Deferred) are final when posted and never move.
 */
export const awardPendingDays = 7;
const dayMs = 86_400_000;

/** The moment a Pending award made for a meal at `mealDate` becomes due to be Awarded. */
export function awardDueAt(mealDate: Date): Date {
  return new Date(mealDate.getTime() + awardPendingDays * dayMs);
}

/** The status an award should have at `now`: Pending becomes Awarded once due; others stay. */
export function scheduledAwardStatus(status: AwardStatus, mealDate: Date, now: Date): AwardStatus {
  return status === "Pending" && awardDueAt(mealDate).getTime() <= now.getTime() ? "Awarded" : status;
}

/** The latest meal date whose Pending award is due at `now` (the settle step's SQL bound). */
export function latestDueMealDate(now: Date): Date {
  return new Date(now.getTime() - awardPendingDays * dayMs);
}
