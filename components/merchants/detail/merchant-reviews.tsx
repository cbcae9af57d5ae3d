import { RatingStars } from "@/components/merchants/rating-stars";
import { ratingMax } from "@/shared/constants";
import type { MerchantDetail, MerchantReview } from "@/shared/contracts/merchants";
import { DetailSection } from "./detail-section";

/** "2026-11-20" → "November 20, 2026", read the same on the server and in every browser. */
function reviewDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

function Review({ review, merchantName }: { review: MerchantReview; merchantName: string }) {
  return (
    <li className="border-t border-black/10 pt-4" data-testid="merchant-review" data-rating={review.rating}>
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
      <p className="mt-2 max-w-prose">{review.text}</p>
      {review.reply ? (
        <div className="border-brand mt-3 max-w-prose rounded-lg border-l-4 bg-black/[0.03] px-4 py-3 text-sm">
          <p className="font-bold">Reply from {merchantName}</p>
          <p className="mt-1">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** What diners say: the rating out of 5 with how many ratings it rests on, and recent reviews. */
export function MerchantReviews({
  merchant,
}: {
  merchant: Pick<MerchantDetail, "details" | "reviews" | "name">;
}) {
  const { overallRating, numberOfRatings } = merchant.details.rating;
  return (
    <DetailSection id="reviews" title="Reviews" testId="merchant-reviews">
      {numberOfRatings > 0 ? (
        <div className="flex flex-wrap items-center gap-4 rounded-xl bg-black/[0.03] p-5">
          <p className="text-4xl font-bold tabular-nums">
            {overallRating.toFixed(1)}
            <span className="text-muted text-lg font-normal"> / {ratingMax}</span>
          </p>
          <div className="flex flex-col gap-1">
            <RatingStars rating={overallRating} count={numberOfRatings} />
            <p className="text-muted text-sm">
              Based on {numberOfRatings.toLocaleString("en-US")}{" "}
              {numberOfRatings === 1 ? "rating" : "ratings"} from members who dined here.
            </p>
          </div>
        </div>
      ) : (
        <p className="text-muted">No ratings yet. Dine here and be the first to review it.</p>
      )}
      {merchant.reviews.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-bold">Recent reviews</h3>
          <ul className="mt-3 flex flex-col gap-4">
            {merchant.reviews.map((review, index) => (
              <Review key={`${String(index)}-${review.date}`} review={review} merchantName={merchant.name} />
            ))}
          </ul>
        </>
      ) : null}
    </DetailSection>
  );
}
