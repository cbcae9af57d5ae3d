import type { AwardCapKind, NotEarnedReason } from "@/shared/contracts/activity";
import type { AwardStatusTexts } from "@/shared/rules/award-status";

/** What the recent-activity page says, with the spec's wording wherever the copy is silent. */
export interface RecentActivityCopy {
  readonly documentTitle: string;
  readonly disclaimer: string | null;
  readonly payoutBreakpointCents: number;
  readonly reviewSurveyUrl: string | null;
  readonly statuses: AwardStatusTexts;
  readonly missingRewards: { readonly title: string; readonly body: string };
  /** The label a reservation bonus row carries in place of a spend (decision 0032). */
  readonly reservationBonusLabel: string;
  /** Why a meal earned nothing, per reason: the partner's words, else the program's. */
  readonly notEarnedReasons: Readonly<Record<NotEarnedReason, string>>;
  /** The note on a capped award, per cap, with uncappedAmountToken where the amount goes. */
  readonly cappedNotes: Readonly<Record<AwardCapKind, string>>;
  /** The title a bonus earned by its condition carries where a meal names its restaurant (decision 0065). */
  readonly earnedBonusLabel: string;
}
