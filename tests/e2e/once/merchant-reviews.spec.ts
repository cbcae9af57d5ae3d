import { merchantReviewsPageSchema, merchantReviewsPageSize } from "@/shared/contracts/merchant-reviews";
import { expectAccessible, viewports } from "../support/axe";
import { findMerchant } from "../support/merchants";
import { expect, test } from "../support/test";

const near = "Chicago, IL";

// Reviews page through a client island over the reviews API; the first page stays in the static
// page's HTML (decision 0066). The same on every partner: checked once, on harbor.

// Each journey checks axe at one width on a long page, beside other workers: allow for it.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`a visitor reads every review of a busy restaurant, page by page, at ${viewport.name}`, async ({
    page,
    request,
  }) => {
    const merchant = await findMerchant(
      request,
      "sortBy=name",
      (m) => m.reviewCount > merchantReviewsPageSize * 2,
      {
        near,
      },
    );
    const path = `/merchants/${encodeURIComponent(merchant.id)}`;

    // Crawlers and visitors without script get the first page, the count and the button in the
    // static HTML; the page itself stays one shared document (no query is read).
    const response = await request.get(path);
    expect(response.headers()["cache-control"]).not.toMatch(/private|no-store/);
    const html = await response.text();
    expect(html.match(/data-testid="merchant-review"/g)).toHaveLength(merchantReviewsPageSize);
    expect(html).toContain(
      `Showing ${String(merchantReviewsPageSize)} of ${String(merchant.reviewCount)} reviews`,
    );

    // Every review the API keeps, newest first: what the visitor must end up reading.
    const expected: string[] = [];
    for (let pageNo = 1; expected.length < merchant.reviewCount; pageNo += 1) {
      const answer = merchantReviewsPageSchema.parse(
        await (
          await request.get(
            `/api/merchants/${encodeURIComponent(merchant.id)}/reviews?page=${String(pageNo)}`,
          )
        ).json(),
      );
      expect(answer.reviews.length).toBeGreaterThan(0);
      expected.push(...answer.reviews.map((review) => review.text));
    }

    await page.setViewportSize(viewport);
    await page.goto(path);
    const section = page.getByTestId("merchant-reviews");
    const reviews = section.getByTestId("merchant-review");
    await expect(reviews).toHaveCount(merchantReviewsPageSize);
    const more = section.getByRole("button", { name: "Show more reviews" });
    while (await more.isVisible()) {
      const before = await reviews.count();
      await more.click();
      await expect(reviews).toHaveCount(Math.min(merchant.reviewCount, before + merchantReviewsPageSize));
      // Reading goes on from the first new review (keyboard and screen readers alike).
      await expect(reviews.nth(before)).toBeFocused();
      await expect(section.getByTestId("reviews-shown")).toHaveText(
        `Showing ${String(await reviews.count())} of ${String(merchant.reviewCount)} reviews`,
      );
    }
    await expect(reviews).toHaveCount(merchant.reviewCount);
    const shown = await reviews.getByTestId("review-text").allTextContents();
    expect(shown).toEqual(expected);
    // Distinct words: no two diners wrote the same review (the seed, decision 0066).
    expect(new Set(shown).size).toBe(shown.length);
    // The address never changed: further pages came from the API, not from the page's query.
    expect(new URL(page.url()).search).toBe("");
    await expectAccessible(page, { widths: "current" });
  });
}

test("the reviews API refuses a page that is not a whole number from 1, and answers an unknown merchant 404", async ({
  request,
}) => {
  const merchant = await findMerchant(request, "sortBy=name", (m) => m.reviewCount > 0, { near });
  for (const page of ["0", "x", "1.5", ""]) {
    const response = await request.get(
      `/api/merchants/${encodeURIComponent(merchant.id)}/reviews?page=${page}`,
    );
    expect(response.status(), page).toBe(400);
  }
  expect((await request.get("/api/merchants/no-such-merchant/reviews")).status()).toBe(404);
});
