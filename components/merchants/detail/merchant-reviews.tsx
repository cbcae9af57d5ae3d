import { RatingStars } from "@/components/merchants/rating-stars";
import { ratingMax } from "@/shared/constants";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { DetailSection } from "./detail-section";
import { ReviewItem } from "./review-item";
import { ReviewPages } from "./review-pages";

/**
 * What diners say: the rating out of 5 with how many ratings it rests on, and the reviews, newest
 * first: the first page drawn here, the others a visitor asks for fetched by ReviewPages.
 */
export function MerchantReviews({
  merchant,
}: {
  merchant: Pick<MerchantDetail, "id" | "details" | "reviews" | "reviewCount" | "name">;
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
          <ReviewPages
            merchantId={merchant.id}
            merchantName={merchant.name}
            reviewCount={merchant.reviewCount}
          >
            {merchant.reviews.map((review, index) => (
              <ReviewItem
                key={`${String(index)}-${review.date}`}
                review={review}
                merchantName={merchant.name}
              />
            ))}
          </ReviewPages>
        </>
      ) : null}
    </DetailSection>
  );
}
