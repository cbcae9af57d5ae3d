import type { AwardStatus } from "@/lib/shared/contracts/activity";
import { pendingReviewExpiryDays } from "@/lib/shared/constants";
import { daysSince } from "./activity-dates";

/** The partner's wording for the statuses (account-center §3 partner-specific transaction statuses). */
export interface AwardStatusTexts {
  readonly pending: string;
  readonly pendingExpired: string;
  readonly forfeit: string;
  readonly deferred: string;
  readonly paid: string;
}

/** The spec's own wording (§4), used where a partner's copy names none. */
export const defaultAwardStatusTexts: AwardStatusTexts = {
  pending: "Pending Review",
  pendingExpired: "Review expired",
  forfeit: "Expired",
  deferred: "Not earned: finalized. Rewards may take up to two weeks to appear.",
  paid: "Paid",
};

export type AwardStatusTone = "pending" | "expired" | "not-earned" | "paid";

export interface AwardStatusDisplay {
  readonly text: string;
  readonly tone: AwardStatusTone;
  /** Paid only: the day it was paid, for the row to show beside the text. */
  readonly paidAt: Date | null;
}

/**
 * What the activity row says about a transaction's award (account-center §4 Transaction award
 * status display): nothing for Awarded; the paid date for Paid; 'Pending Review' that becomes
 * 'Review expired' once the meal is more than 35 days old; the partner's Forfeit and Deferred copy.
 */
export function awardStatusDisplay(
  transaction: { readonly awardStatus: AwardStatus; readonly date: Date; readonly paidAt: Date | null },
  texts: AwardStatusTexts,
  now: Date,
): AwardStatusDisplay | null {
  switch (transaction.awardStatus) {
    case "Awarded":
      return null;
    case "Paid":
      return { text: texts.paid, tone: "paid", paidAt: transaction.paidAt };
    case "Pending":
      return daysSince(transaction.date, now) > pendingReviewExpiryDays
        ? { text: texts.pendingExpired, tone: "expired", paidAt: null }
        : { text: texts.pending, tone: "pending", paidAt: null };
    case "Forfeit":
      return { text: texts.forfeit, tone: "not-earned", paidAt: null };
    case "Deferred":
      return { text: texts.deferred, tone: "not-earned", paidAt: null };
  }
}
