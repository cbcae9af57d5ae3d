// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { merchantReviewsPageSize, type MerchantReviewsPage } from "@/shared/contracts/merchant-reviews";
import type { MerchantReview } from "@/shared/contracts/merchants";
import { MerchantReviews } from "./merchant-reviews";

/** Seven reviews, newest first: pages of three, three and one. */
const allReviews: MerchantReview[] = Array.from({ length: 7 }, (_, index) => ({
  author: `Diner ${String(index + 1)}`,
  rating: 4,
  text: `Review number ${String(index + 1)}.`,
  reply: index === 0 ? "Thank you!" : null,
  date: `2026-11-${String(20 - index).padStart(2, "0")}`,
}));

let failNext = false;
const asked: number[] = [];
componentNetwork(
  http.get("*/api/merchants/:merchantId/reviews", ({ request, params }) => {
    const page = Number(new URL(request.url).searchParams.get("page"));
    asked.push(page);
    if (params.merchantId !== "m-1")
      return HttpResponse.json({ error: "Merchant not found" }, { status: 404 });
    if (failNext) {
      failNext = false;
      return HttpResponse.json({ error: "Server error" }, { status: 500 });
    }
    const start = (page - 1) * merchantReviewsPageSize;
    const body: MerchantReviewsPage = {
      reviews: allReviews.slice(start, start + merchantReviewsPageSize),
      page,
      pageSize: merchantReviewsPageSize,
      totalReviews: allReviews.length,
      totalPages: Math.ceil(allReviews.length / merchantReviewsPageSize),
    };
    return HttpResponse.json(body);
  }),
);
freshQueriesPerTest();

function renderReviews(reviews = allReviews) {
  asked.length = 0;
  renderWithQueries(
    <MerchantReviews
      merchant={{
        id: "m-1",
        name: "Ember Grill",
        details: {
          highlight: null,
          rating: { overallRating: 4.2, numberOfRatings: 120 },
          priceRange: 2,
          cuisines: [],
        },
        reviews: reviews.slice(0, merchantReviewsPageSize),
        reviewCount: reviews.length,
      }}
    />,
  );
}

const texts = () =>
  screen
    .getAllByTestId("merchant-review")
    .map((item) => within(item).getByText(/^Review number/).textContent);

describe("MerchantReviews", () => {
  it("draws the first page and says how many there are, fetching nothing", () => {
    renderReviews();
    expect(texts()).toEqual(["Review number 1.", "Review number 2.", "Review number 3."]);
    expect(screen.getByTestId("reviews-shown").textContent).toBe("Showing 3 of 7 reviews");
    expect(screen.getByRole("button", { name: "Show more reviews" })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("pages through the rest, moving focus to the first new review, until there are no more", async () => {
    renderReviews();
    fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    await waitFor(() => {
      expect(texts()).toHaveLength(6);
    });
    expect(texts().slice(3)).toEqual(["Review number 4.", "Review number 5.", "Review number 6."]);
    await waitFor(() => {
      expect(document.activeElement?.textContent).toContain("Review number 4.");
    });
    expect(screen.getByTestId("reviews-shown").textContent).toBe("Showing 6 of 7 reviews");

    fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    await waitFor(() => {
      expect(texts()).toHaveLength(7);
    });
    expect(screen.getByTestId("reviews-shown").textContent).toBe("Showing 7 of 7 reviews");
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
    expect(asked).toEqual([2, 3]);
  });

  it("says when a page fails, and tries again on request", async () => {
    renderReviews();
    failNext = true;
    fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByTestId("reviews-shown").textContent).toBe(
      "We couldn't load more reviews. Please try again.",
    );
    expect(texts()).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => {
      expect(texts()).toHaveLength(6);
    });
    expect(screen.getByTestId("reviews-shown").textContent).toBe("Showing 6 of 7 reviews");
  });

  it("offers no more for a merchant whose reviews fit one page", () => {
    renderReviews(allReviews.slice(0, 3));
    expect(texts()).toHaveLength(3);
    expect(screen.queryByTestId("reviews-shown")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
