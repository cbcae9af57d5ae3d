import { describe, expect, it } from "vitest";
import { reviewsOf } from "./members";
import { createRandom } from "./random";
import { createReviewWriter } from "./review-writer";
import { reviewStarsOf, reviewWording } from "./review-wording";

const now = Date.UTC(2026, 10, 22);
const dayMs = 86_400_000;

/** A member's rewarded meals, newest first, as the seed's history gives them. */
const meals = Array.from({ length: 14 }, (_, index) => ({
  id: `t-${String(index)}`,
  awardStatus: "Awarded" as const,
  date: new Date(now - (index + 1) * 9 * dayMs),
  index,
}));

describe("member review seed", () => {
  // Many seeds, one writer (as one seed run has): every star rating the seed gives shows up,
  // each with the words it is written in.
  const writer = createReviewWriter();
  const reviews = Array.from({ length: 60 }, (_, seed) =>
    reviewsOf(meals, createRandom(seed + 1), now, writer),
  ).flat();

  it("writes each review in the words of its stars, as the merchant reviews are", () => {
    expect(reviews.length).toBeGreaterThan(50);
    for (const review of reviews) {
      const wording = reviewWording[review.rating as 1 | 2 | 3 | 4 | 5];
      expect(reviewStarsOf(review.comment ?? ""), `"${review.comment ?? ""}"`).toBe(review.rating);
      if (review.managementResponse) expect(wording.replies).toContain(review.managementResponse);
    }
  });

  it("never repeats a review's words, nor the words it was told are taken", () => {
    const comments = reviews.map((review) => review.comment);
    expect(new Set(comments).size).toBe(comments.length);
    const taken = comments.slice(0, 20).flatMap((comment) => (comment ? [comment] : []));
    const again = reviewsOf(meals, createRandom(1), now, createReviewWriter(taken));
    for (const review of again) expect(taken).not.toContain(review.comment);
  });

  it("gives more than one rating, so the mapping is exercised", () => {
    expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThan(1);
  });
});
