import type { MerchantReview } from "@/shared/contracts/merchants";
import type { Random } from "./random";
import type { ReviewWriter } from "./review-writer";
import { reviewWording, type Stars } from "./review-wording";

const dayMs = 86_400_000;
/** The most reviews a demo merchant keeps: enough for a few pages on its page (decision 0066). */
export const maxReviewsPerMerchant = 10;
const minReviewsPerMerchant = 3;

const firstNames = [
  "Alex",
  "Priya",
  "Marcus",
  "Elena",
  "Sam",
  "Jordan",
  "Mei",
  "Carlos",
  "Hannah",
  "Omar",
  "Grace",
  "Luis",
  "Aisha",
  "Tom",
  "Yuki",
  "Fatima",
  "Diego",
  "Nora",
];
const lastInitials = "ABCDEFGHJKLMNPRSTW";

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Busier places have more reviews: 3 for a handful of ratings, up to 10 for thousands. */
function reviewCount(random: Random, ratingCount: number): number {
  const byCount = Math.round(Math.log10(Math.max(1, ratingCount)) * 3) + random.int(-1, 1);
  return Math.min(maxReviewsPerMerchant, Math.max(minReviewsPerMerchant, Math.min(ratingCount, byCount)));
}

/**
 * Recent reviews, newest first, whose stars sit around the merchant's rating, in words of their
 * own (the writer never repeats a text anywhere in the seed), with the restaurant's reply on most
 * of them (always on the newest).
 */
export function reviewsFor(
  random: Random,
  merchant: { rating: number; ratingCount: number; family: string },
  now: number,
  writer: ReviewWriter,
): MerchantReview[] {
  const { rating } = merchant;
  const count = reviewCount(random, merchant.ratingCount);
  let daysAgo = random.int(1, 12);
  return Array.from({ length: count }, (_, index) => {
    // Within a star of the rating: a 3.3 gets twos to fours, never a five.
    const low = Math.max(1, Math.floor(rating) - 1);
    const high = Math.min(5, Math.floor(rating) + 1);
    const stars = Math.min(high, Math.max(low, Math.round(rating + random.gaussian() * 1.6))) as Stars;
    const review: MerchantReview = {
      author: `${random.pick(firstNames)} ${lastInitials.charAt(random.int(0, lastInitials.length - 1))}.`,
      rating: stars,
      text: writer.write(random, stars, merchant.family),
      reply: index === 0 || random.chance(0.7) ? random.pick(reviewWording[stars].replies) : null,
      date: isoDate(now - daysAgo * dayMs),
    };
    daysAgo += random.int(3, 30);
    return review;
  });
}
