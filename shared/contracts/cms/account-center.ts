import { z } from "zod";
import { awardCapKinds, notEarnedReasons } from "@/shared/contracts/activity-values";
import { multilineText, webUrl } from "@/shared/contracts/text";

/** One membership tier's wording on the overview (account-center §2 Overview). */
const tierCopySchema = z.object({ membership: multilineText(), earning: multilineText() });

/**
 * The recent-activity page's copy (account-center §2 Recent activity, §3 partner-specific
 * transaction statuses); every part optional, with the spec's wording where it is left out.
 */
/** Words for each transaction status the activity shows (a label, or its plain explanation). */
const wordsPerStatus = z
  .object({
    pending: multilineText(),
    pending_expired: multilineText(),
    forfeit: multilineText(),
    deferred: multilineText(),
    paid: multilineText(),
  })
  .partial()
  .optional();

export const recentActivityCopySchema = z.object({
  document_title: multilineText().optional(),
  /** Shown under the list when set. */
  disclaimer: multilineText().optional(),
  /** The rewards balance bar's breakpoint in dollars (credit partners); 20 when absent. */
  payout_breakpoint: z.number().positive().optional(),
  /** The review survey form's address; the partner's survey form code builds one when absent. */
  review_survey_url: webUrl().optional(),
  transaction_statuses: wordsPerStatus,
  /** What each status means, in plain words, shown beside its label. */
  transaction_status_help: wordsPerStatus,
  /** Days within which a meal's reward usually appears: one value for every page that says so. */
  reward_posting_days: z.number().int().positive().optional(),
  missing_rewards: z.object({ title: multilineText(), body: multilineText() }).partial().optional(),
  /** The label of a reservation bonus row (source B); "Reservation bonus" when absent. */
  reservation_bonus_label: multilineText().optional(),
  /** Why a meal earned nothing, per reason, in the partner's words; the program's own where left out. */
  not_earned_reasons: z.partialRecord(z.enum(notEarnedReasons), multilineText()).optional(),
  /**
   * The note on a meal the partner's caps cut, per cap (decision 0063); UNCAPPED_AMOUNT_1 stands
   * for what it would have earned without the cap.
   */
  capped_notes: z.partialRecord(z.enum(awardCapKinds), multilineText()).optional(),
  /** The title of a bonus row the member earned by a condition (decision 0065); "Bonus earned" when absent. */
  earned_bonus_label: multilineText().optional(),
});

/**
 * The account_center content entry (account-center §3 Account center copy): document titles,
 * the referral link card, help link groups and, optionally, the membership wording per tier.
 */
export const accountCenterFieldsSchema = z.object({
  overview_document_title: multilineText().optional(),
  manage_cards_document_title: multilineText().optional(),
  referral_link: z
    .object({ is_enabled: z.boolean(), title: multilineText(), description: multilineText() })
    .optional(),
  link_groups: z
    .array(
      z.object({
        title: multilineText(),
        links: z.array(z.object({ text: multilineText(), url: multilineText() })),
      }),
    )
    .optional(),
  membership: z
    .object({ opted_out: tierCopySchema, opted_in: tierCopySchema, vip: tierCopySchema })
    .partial()
    .optional(),
  recent_activity: recentActivityCopySchema.optional(),
  /** What VIP status means for the member, in the partner's words (the overview's VIP progress). */
  vip_status: multilineText().optional(),
});
export type AccountCenterFields = z.infer<typeof accountCenterFieldsSchema>;
