import { useId } from "react";
import { ratingMax } from "@/lib/shared/constants";

/** "4.3 out of 5, 812 ratings" – what the stars say to assistive technology. */
export function ratingText(rating: number, count: number): string {
  const value = Number(rating.toFixed(1));
  return `${value} out of ${ratingMax}, ${count.toLocaleString("en-US")} ${count === 1 ? "rating" : "ratings"}`;
}

const star = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";

/**
 * Rating out of 5 with the number of ratings. The stars are one image to assistive technology
 * with the full sentence as its name; the visible numbers repeat it for sighted readers. Drawn
 * as SVG (a clipped row of five) so partial stars need no extra glyphs or fonts.
 */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const clipId = useId();
  const width = 5 * 20;
  const filled = (Math.max(0, Math.min(ratingMax, rating)) / ratingMax) * width;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm"
      role="img"
      aria-label={ratingText(rating, count)}
    >
      <svg viewBox={`0 0 ${width} 20`} className="h-4 w-20" aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect width={filled} height="20" />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={`empty-${index}`} d={star} transform={`translate(${index * 20} 0)`} fill="#d4d4d4" />
        ))}
        <g clipPath={`url(#${clipId})`}>
          {[0, 1, 2, 3, 4].map((index) => (
            <path
              key={`full-${index}`}
              d={star}
              transform={`translate(${index * 20} 0)`}
              fill="var(--brand-accent)"
            />
          ))}
        </g>
      </svg>
      <span aria-hidden="true" className="font-bold">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({count.toLocaleString("en-US")})
      </span>
    </span>
  );
}
