import { SiteLink } from "@/components/shell/site-link";
import type { TransactionItem } from "@/shared/contracts/activity";
import { formatCents, formatDay, formatReward } from "@/shared/format/reward-amount";
import { awardStatusDisplay, type AwardStatusTone } from "@/shared/rules/award-status";
import { bonusCodeOf } from "@/shared/rules/bonus-source-id";
import { missingRewardContact } from "@/shared/rules/missing-reward";
import { uncappedAmountToken } from "@/shared/rules/not-earned-reason";
import { activityColumns } from "./activity-columns";
import type { ActivityCopy, ActivityPartner } from "./activity-types";
import { missingRewardsBannerId } from "./missing-rewards-banner";
import { ReviewBlock } from "./review-block";

const toneClass: Record<AwardStatusTone, string> = {
  pending: "bg-amber-100 text-amber-900",
  expired: "bg-black/10 text-ink",
  "not-earned": "bg-red-50 text-red-800",
  paid: "bg-green-100 text-green-900",
};

/** One dining transaction of the activity list (account-center §2, §4). */
export function TransactionRow({
  item,
  partner,
  copy,
  now,
  reviewUrl,
}: {
  item: TransactionItem;
  partner: ActivityPartner;
  copy: ActivityCopy;
  now: Date;
  /** The survey form for this meal when a review may be written (§4 Reviews), else null. */
  reviewUrl: string | null;
}) {
  const date = new Date(item.date);
  const status = awardStatusDisplay(
    { awardStatus: item.awardStatus, date, paidAt: item.paidAt ? new Date(item.paidAt) : null },
    copy.statuses,
    now,
  );
  const contact = missingRewardContact({ awardStatus: item.awardStatus, date }, now);
  // A bonus (source B) is no spend of its own: it says what it is where a meal shows its card.
  const isBonus = item.transactionType === "B";
  // A bonus earned by its condition has no restaurant: its title says what it is (decision 0065).
  const earnedBonus = isBonus && bonusCodeOf(item.sourceTransactionId) !== null;
  const merchantName = earnedBonus
    ? copy.earnedBonusLabel
    : (item.merchantName ?? "Restaurant no longer listed");
  // A status that earned nothing ("Expired", "Not earned", "Review expired") is followed by why:
  // the row's own reason when the record has one, else what the status itself means, with where
  // to ask. The status's general words are not put beside a reason of the row's own: "this meal
  // did not qualify" said nothing the reason did not, and beside a missed reservation bonus
  // ("the meal itself still earns") it said the opposite (docs/decisions/0060).
  const earnedNothing = status?.tone === "not-earned" || status?.tone === "expired";
  const reason = item.notEarnedReason
    ? copy.notEarnedReasons[item.notEarnedReason]
    : earnedNothing
      ? status.explanation
      : null;
  // An award the partner's caps cut says so, with what it would have earned (decision 0063).
  const cappedNote =
    item.cappedBy && item.uncappedAmount !== null
      ? copy.cappedNotes[item.cappedBy].replaceAll(
          uncappedAmountToken,
          formatReward(partner, item.uncappedAmount),
        )
      : null;
  return (
    <li
      className="border-t border-black/10 py-4 first:border-t-0"
      data-testid="activity-row"
      data-status={item.awardStatus}
    >
      <div className={`flex flex-col gap-1 ${activityColumns}`}>
        <p className="text-muted md:text-ink text-sm lg:text-base">
          {/* The restaurant's day: a late dinner is dated the evening it was eaten. */}
          <time dateTime={item.diningDay}>{formatDay(new Date(`${item.diningDay}T00:00:00Z`))}</time>
        </p>
        <div className="min-w-0">
          <p className="text-lg font-bold break-words md:text-base">
            {item.merchantId && item.activeMerchant ? (
              <SiteLink
                href={`/merchants/${encodeURIComponent(item.merchantId)}`}
                className="text-brand underline-offset-4 hover:underline"
              >
                {merchantName}
              </SiteLink>
            ) : (
              merchantName
            )}
          </p>
          {earnedBonus ? null : isBonus ? (
            <p className="text-brand text-sm font-bold" data-testid="activity-bonus-label">
              {copy.reservationBonusLabel}
            </p>
          ) : item.cardLastFour ? (
            <p className="text-muted text-sm">Card ending in {item.cardLastFour}</p>
          ) : null}
        </div>
        <p className="flex justify-between gap-2 md:block">
          <span className="text-muted text-sm md:sr-only">Spent</span>
          {isBonus ? (
            <span>
              <span aria-hidden="true">–</span>
              <span className="sr-only">No spend: a bonus</span>
            </span>
          ) : (
            <span>{formatCents(item.ticketAmountCents)}</span>
          )}
        </p>
        <p className="flex justify-between gap-2 md:block">
          <span className="text-muted text-sm md:sr-only">Reward</span>
          <span className="font-bold" data-testid="activity-reward">
            {formatReward(partner, item.benefitAmount)}
          </span>
        </p>
        <div className="min-w-0">
          {status ? (
            <p>
              <span className="sr-only">Status: </span>
              <span
                className={`inline-block rounded-lg px-3 py-0.5 text-sm font-bold ${toneClass[status.tone]}`}
                data-testid="activity-status"
              >
                {status.text}
                {status.paidAt ? ` ${formatDay(status.paidAt)}` : ""}
              </span>
            </p>
          ) : null}
          {status && !earnedNothing ? (
            <p className="mt-1 text-sm break-words" data-testid="activity-status-help">
              {status.explanation}
            </p>
          ) : null}
          {reason !== null ? (
            <p className="mt-1 text-sm break-words" data-testid="not-earned-reason">
              {reason}
            </p>
          ) : null}
          {cappedNote !== null ? (
            <p className="mt-1 text-sm break-words" data-testid="capped-note">
              {cappedNote}
            </p>
          ) : null}
          {earnedNothing && !item.notEarnedReason ? (
            <p className="mt-1 text-sm">
              <a href={`#${missingRewardsBannerId}`} className="text-brand font-bold underline">
                Report a missing reward
              </a>
            </p>
          ) : null}
          {/* A review that expired is no longer pending: it says what happened, above. */}
          {contact && !earnedNothing ? (
            <p className="text-muted mt-1 text-sm" data-testid="missing-reward-hint">
              {contact.due ? (
                <>
                  Still pending after 10 days?{" "}
                  <a href={`#${missingRewardsBannerId}`} className="text-brand font-bold underline">
                    Report a missing reward
                  </a>
                </>
              ) : (
                `Usually posts within 10 days. Not there by ${formatDay(contact.from)}? Let us know.`
              )}
            </p>
          ) : null}
        </div>
      </div>
      {reviewUrl ? (
        <p className="mt-2 md:mt-3">
          <a
            href={reviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="button-secondary min-h-11 px-5 text-sm"
            data-testid="review-link"
          >
            Review {merchantName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {item.review ? <ReviewBlock review={item.review} merchantName={merchantName} /> : null}
    </li>
  );
}
