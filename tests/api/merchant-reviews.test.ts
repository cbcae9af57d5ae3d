import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { merchantReviewsPageSchema, merchantReviewsPageSize } from "@/shared/contracts/merchant-reviews";
import { seededMerchantSuite } from "./merchant-search-kit";
import { answer, errorAnswer, Visitor } from "./support";

const merchantCount = 60;

describe.each(testDbKinds())("merchant reviews on %s", (kind) => {
  const { api, pick, detail } = seededMerchantSuite(kind, { merchants: merchantCount });

  const reviewsOf = (id: string, query = "") =>
    new Visitor(api()).call(`/api/merchants/${encodeURIComponent(id)}/reviews${query}`);

  describe("GET /api/merchants/{merchantId}/reviews", () => {
    it("pages through every review, newest first, the first page being the merchant page's", async () => {
      const row = pick((m) => m.reviews.length > merchantReviewsPageSize * 2);
      const merchant = await detail(row.id);
      expect(merchant.reviews).toEqual(row.reviews.slice(0, merchantReviewsPageSize));
      expect(merchant.reviewCount).toBe(row.reviews.length);

      const pages = Math.ceil(row.reviews.length / merchantReviewsPageSize);
      const read = [];
      for (let page = 1; page <= pages; page += 1) {
        const response = await reviewsOf(row.id, `?page=${String(page)}`);
        expect(response.status).toBe(200);
        const body = await answer(response, merchantReviewsPageSchema);
        expect(body).toMatchObject({
          page,
          pageSize: merchantReviewsPageSize,
          totalReviews: row.reviews.length,
          totalPages: pages,
        });
        read.push(...body.reviews);
      }
      expect(read).toEqual(row.reviews);
      const dates = read.map((review) => review.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it("answers page 1 without a page, and an empty page past the last", async () => {
      const row = pick((m) => m.reviews.length > 0);
      const first = await answer(await reviewsOf(row.id), merchantReviewsPageSchema);
      expect(first.page).toBe(1);
      expect(first.reviews).toEqual(row.reviews.slice(0, merchantReviewsPageSize));
      const past = await answer(await reviewsOf(row.id, "?page=99"), merchantReviewsPageSchema);
      expect(past).toMatchObject({ page: 99, reviews: [], totalReviews: row.reviews.length });
    });

    it("may be kept by shared caches: the same for every visitor", async () => {
      const row = pick((m) => m.reviews.length > 0);
      const response = await reviewsOf(row.id, "?page=2");
      expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it.each(["?page=0", "?page=-1", "?page=1.5", "?page=two", "?page=", "?page=1001", "?page=1e2"])(
      "answers 400 for %s, naming the field",
      async (query) => {
        const row = pick((m) => m.reviews.length > 0);
        const response = await reviewsOf(row.id, query);
        expect(response.status).toBe(400);
        expect(Object.keys((await errorAnswer(response)).fields ?? {})).toEqual(["page"]);
      },
    );

    it("answers 404 for an unknown merchant", async () => {
      const response = await reviewsOf("m-999999", "?page=2");
      expect(response.status).toBe(404);
      expect(await errorAnswer(response)).toEqual({ error: "Merchant not found" });
    });
  });
});
