import type { Ref } from "react";
import { ratingMax } from "@/shared/constants";
import type { MerchantReview } from "@/shared/contracts/merchants";

/** "2026-11-20" → "November 20, 2026", read the same on the server and in every browser. */
function reviewDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * One diner's review with the restaurant's reply: drawn on the server for the first page and in
 * the browser for the pages fetched after it, with the same markup.
 */
export function ReviewItem({
  review,
  merchantName,
  ref,
}: {
  review: MerchantReview;
  merchantName: string;
  /** The first review of a page the visitor asked for: focus moves to it when it arrives. */
  ref?: Ref<HTMLLIElement>;
}) {
  return (
    <li
      ref={ref}
      // Focusable by script only, for the first review of a fetched page.
      tabIndex={ref ? -1 : undefined}
      className="border-t border-black/10 pt-4"
      data-testid="merchant-review"
      data-rating={review.rating}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-bold">{review.author}</span>
        <span
          className="text-sm"
          role="img"
          aria-label={`${String(review.rating)} out of ${String(ratingMax)} stars`}
        >
          <span aria-hidden="true" className="text-brand tracking-wider">
            {"★".repeat(review.rating)}
            <span className="text-black/25">{"★".repeat(ratingMax - review.rating)}</span>
          </span>
        </span>
        <time className="text-muted text-sm" dateTime={review.date}>
          {reviewDate(review.date)}
        </time>
      </div>
      <p className="mt-2 max-w-prose" data-testid="review-text">
        {review.text}
      </p>
      {review.reply ? (
        <div className="border-brand mt-3 max-w-prose rounded-lg border-l-4 bg-black/[0.03] px-4 py-3 text-sm">
          <p className="font-bold">Reply from {merchantName}</p>
          <p className="mt-1">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}
