import { ratingMax } from "@/shared/constants";

/** "4.3 out of 5, 812 ratings" – what the stars say to assistive technology. */
export function ratingText(rating: number, count: number): string {
  const value = Number(rating.toFixed(1));
  return `${value} out of ${ratingMax}, ${count.toLocaleString("en-US")} ${count === 1 ? "rating" : "ratings"}`;
}

/**
 * Rating out of 5 with the number of ratings. The stars are one image to assistive technology
 * with the full sentence as its name; the visible numbers repeat it for sighted readers. The row
 * of stars is two boxes cut to star shapes by one mask (the `rating-stars` utility in
 * app/globals.css): grey, with the brand's colour over the rated share of its width, so partial
 * stars need no extra glyphs and a card draws two elements where an SVG row drew a dozen (a
 * page of twenty results carried 280 SVG elements, about a third of its markup).
 */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const filledPercent = (Math.max(0, Math.min(ratingMax, rating)) / ratingMax) * 100;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm"
      role="img"
      aria-label={ratingText(rating, count)}
    >
      <span className="rating-stars" aria-hidden="true" data-testid="rating-stars">
        <span
          className="absolute inset-y-0 left-0 bg-[var(--brand-accent)]"
          style={{ width: `${filledPercent}%` }}
        />
      </span>
      <span aria-hidden="true" className="font-bold">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({count.toLocaleString("en-US")})
      </span>
    </span>
  );
}
