import "server-only";
import { rewardBalanceBreakpointDollars } from "@/lib/shared/constants";
import { defaultAwardStatusTexts, type AwardStatusTexts } from "@/lib/shared/rules/award-status";
import { surveyFormBase } from "@/lib/shared/rules/review-link";
import type { Partner } from "@/partners/registry";
import { loadAccountCenterFields } from "./account-center-copy";

/** What the recent-activity page says, with the spec's wording wherever the copy is silent. */
export interface RecentActivityCopy {
  readonly documentTitle: string;
  readonly disclaimer: string | null;
  readonly payoutBreakpointCents: number;
  readonly reviewSurveyUrl: string | null;
  readonly statuses: AwardStatusTexts;
  readonly missingRewards: { readonly title: string; readonly body: string };
}

export async function loadRecentActivityCopy(partner: Partner): Promise<RecentActivityCopy> {
  const { effective } = partner;
  const fields = (await loadAccountCenterFields(partner))?.recent_activity;
  const statuses = fields?.transaction_statuses;
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
    },
    missingRewards: {
      title: fields?.missing_rewards?.title ?? "Missing a reward?",
      body:
        fields?.missing_rewards?.body ??
        `Rewards usually appear within 10 days of your meal. If a meal paid with a linked card is still missing after 10 days, contact us with the restaurant's name, the date and the amount.`,
    },
  };
}
