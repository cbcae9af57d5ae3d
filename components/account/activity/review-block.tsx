import type { TransactionReview } from "@/shared/contracts/activity";
import { formatDay } from "@/shared/format/reward-amount";

/** A completed review, with the restaurant's response when it gave one. */
export function ReviewBlock({ review, merchantName }: { review: TransactionReview; merchantName: string }) {
  return (
    <div className="mt-3 rounded-xl bg-black/[0.03] p-3 text-sm" data-testid="activity-review">
      <p className="font-bold">
        Your review
        {review.rating !== null ? (
          <span className="ml-2 font-normal">
            <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}</span>
            <span className="sr-only">{`${String(review.rating)} out of 5 stars`}</span>
          </span>
        ) : null}
        <span className="text-muted ml-2 font-normal">{formatDay(new Date(review.completedAt))}</span>
      </p>
      {review.comment ? <p className="mt-1 break-words">{review.comment}</p> : null}
      {review.managementResponse ? (
        <div className="border-brand mt-2 border-l-4 pl-3" data-testid="management-response">
          <p className="font-bold">Response from {merchantName}</p>
          <p className="mt-1 break-words">{review.managementResponse}</p>
        </div>
      ) : null}
    </div>
  );
}
