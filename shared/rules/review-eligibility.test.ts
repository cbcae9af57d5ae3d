import { describe, expect, it } from "vitest";
import { isReviewEligible } from "./review-eligibility";

const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const eligible = { date: daysAgo(3), transactionType: "S", awardStatus: "Pending", reviewed: false } as const;

describe("isReviewEligible", () => {
  it("offers a review for a recent settle or manual transaction", () => {
    expect(isReviewEligible(eligible, now)).toBe(true);
    expect(isReviewEligible({ ...eligible, transactionType: "M", awardStatus: "Awarded" }, now)).toBe(true);
    expect(isReviewEligible({ ...eligible, awardStatus: "Paid" }, now)).toBe(true);
  });

  it("keeps the 35-day window", () => {
    expect(isReviewEligible({ ...eligible, date: daysAgo(35) }, now)).toBe(true);
    expect(isReviewEligible({ ...eligible, date: daysAgo(36) }, now)).toBe(false);
  });

  it("refuses a reviewed, deferred, forfeit or non-dining transaction", () => {
    expect(isReviewEligible({ ...eligible, reviewed: true }, now)).toBe(false);
    expect(isReviewEligible({ ...eligible, awardStatus: "Deferred" }, now)).toBe(false);
    expect(isReviewEligible({ ...eligible, awardStatus: "Forfeit" }, now)).toBe(false);
    for (const transactionType of ["J", "+", "A", "B"] as const)
      expect(isReviewEligible({ ...eligible, transactionType }, now)).toBe(false);
  });

  it("refuses transactions before 1 Feb 2021, even inside the window", () => {
    const early = new Date("2021-01-31T23:59:59Z");
    expect(isReviewEligible({ ...eligible, date: early }, new Date("2021-02-10T00:00:00Z"))).toBe(false);
    const first = new Date("2021-02-01T00:00:00Z");
    expect(isReviewEligible({ ...eligible, date: first }, new Date("2021-02-10T00:00:00Z"))).toBe(true);
  });

  it("refuses a transaction dated in the future", () => {
    expect(isReviewEligible({ ...eligible, date: new Date(now.getTime() + 2 * 86_400_000) }, now)).toBe(
      false,
    );
  });
});
