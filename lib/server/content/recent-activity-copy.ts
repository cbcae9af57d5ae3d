import "server-only";
import type { RecentActivityCopy } from "@/shared/contracts/copy/recent-activity";
import { missingRewardContactDays, rewardBalanceBreakpointDollars } from "@/shared/constants";
import { defaultAwardStatusTexts } from "@/shared/rules/award-status";
import { defaultCappedNotes, notEarnedReasonTexts } from "@/shared/rules/not-earned-reason";
import { surveyFormBase } from "@/shared/rules/review-link";
import type { Partner } from "@/partners/registry";
import { loadAccountCenterFields } from "./account-center-copy";

export async function loadRecentActivityCopy(partner: Partner): Promise<RecentActivityCopy> {
  const { effective } = partner;
  const fields = (await loadAccountCenterFields(partner))?.recent_activity;
  const statuses = fields?.transaction_statuses;
  const help = fields?.transaction_status_help;
  const postingDays = fields?.reward_posting_days ?? missingRewardContactDays;
  return {
    documentTitle: fields?.document_title ?? `Reviews & history | ${effective.name}`,
    disclaimer: fields?.disclaimer ?? null,
    payoutBreakpointCents: Math.round((fields?.payout_breakpoint ?? rewardBalanceBreakpointDollars) * 100),
    reviewSurveyUrl: fields?.review_survey_url ?? surveyFormBase(effective.typeformCode),
    statuses: {
      pending: statuses?.pending ?? defaultAwardStatusTexts.pending,
      pendingExpired: statuses?.pending_expired ?? defaultAwardStatusTexts.pendingExpired,
      forfeit: statuses?.forfeit ?? defaultAwardStatusTexts.forfeit,
      deferred: statuses?.deferred ?? defaultAwardStatusTexts.deferred,
      paid: statuses?.paid ?? defaultAwardStatusTexts.paid,
      help: {
        pending: help?.pending ?? defaultAwardStatusTexts.help.pending,
        pendingExpired: help?.pending_expired ?? defaultAwardStatusTexts.help.pendingExpired,
        forfeit: help?.forfeit ?? defaultAwardStatusTexts.help.forfeit,
        deferred: help?.deferred ?? defaultAwardStatusTexts.help.deferred,
        paid: help?.paid ?? defaultAwardStatusTexts.help.paid,
      },
    },
    reservationBonusLabel: fields?.reservation_bonus_label ?? "Reservation bonus",
    notEarnedReasons: {
      ...notEarnedReasonTexts(effective.currencyName.other),
      ...fields?.not_earned_reasons,
    },
    cappedNotes: { ...defaultCappedNotes, ...fields?.capped_notes },
    earnedBonusLabel: fields?.earned_bonus_label ?? "Bonus earned",
    missingRewards: {
      title: fields?.missing_rewards?.title ?? "Missing a reward?",
      body:
        fields?.missing_rewards?.body ??
        `Rewards usually appear within ${String(postingDays)} days of your meal. If a meal paid with a linked card is still missing after ${String(postingDays)} days, contact us with the restaurant's name, the date and the amount.`,
    },
  };
}

/**
 * Days within which a meal's reward usually appears (account_center recent_activity
 * reward_posting_days, else the spec's 10): the one value /card_added and the activity page state.
 */
export async function loadRewardPostingDays(partner: Partner): Promise<number> {
  return (
    (await loadAccountCenterFields(partner))?.recent_activity?.reward_posting_days ?? missingRewardContactDays
  );
}
