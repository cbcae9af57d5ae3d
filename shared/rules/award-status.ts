import type { AwardStatus } from "@/shared/contracts/activity";
import { pendingReviewExpiryDays } from "@/shared/constants";
import { daysSince } from "./activity-dates";

/**
 * The partner's wording for the statuses (account-center §3 partner-specific transaction
 * statuses): a short label per status, and what it means in plain words.
 */
export interface AwardStatusTexts {
  readonly pending: string;
  readonly pendingExpired: string;
  readonly forfeit: string;
  readonly deferred: string;
  readonly paid: string;
  readonly help: {
    readonly pending: string;
    readonly pendingExpired: string;
    readonly forfeit: string;
    readonly deferred: string;
    readonly paid: string;
  };
}

/**
 * The spec's own labels (§4), used where a partner's copy names none. The spec's Deferred text
 * ("Not earned: finalized, rewards may take up to two weeks to appear") says two opposite things
 * at once; "not earned" must never sit beside "may take up to two weeks", so a
 * deferred meal is said to be final and to have earned nothing, and its reason says why.
 */
export const defaultAwardStatusTexts: AwardStatusTexts = {
  pending: "Pending Review",
  pendingExpired: "Review expired",
  forfeit: "Expired",
  deferred: "Not earned",
  paid: "Paid",
  help: {
    pending: "We are checking this meal with the restaurant before the reward is added.",
    pendingExpired: "This meal was not confirmed by the restaurant in time, so it earned nothing.",
    forfeit: "This meal did not qualify for a reward.",
    deferred: "This meal is final and did not earn a reward.",
    paid: "The reward was added to your program account.",
  },
};

export type AwardStatusTone = "pending" | "expired" | "not-earned" | "paid";

export interface AwardStatusDisplay {
  /** The status's short label. */
  readonly text: string;
  /** What the status means, in plain words. */
  readonly explanation: string;
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
      return { text: texts.paid, explanation: texts.help.paid, tone: "paid", paidAt: transaction.paidAt };
    case "Pending":
      return daysSince(transaction.date, now) > pendingReviewExpiryDays
        ? {
            text: texts.pendingExpired,
            explanation: texts.help.pendingExpired,
            tone: "expired",
            paidAt: null,
          }
        : { text: texts.pending, explanation: texts.help.pending, tone: "pending", paidAt: null };
    case "Forfeit":
      return { text: texts.forfeit, explanation: texts.help.forfeit, tone: "not-earned", paidAt: null };
    case "Deferred":
      return { text: texts.deferred, explanation: texts.help.deferred, tone: "not-earned", paidAt: null };
  }
}
