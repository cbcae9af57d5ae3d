import type { Page } from "@playwright/test";
import { locationPatternMessage } from "@/shared/contracts/merchants";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

/** The results' live status once a search has answered. */
async function expectResults(page: Page, near: RegExp): Promise<void> {
  await expect(page.getByTestId("results-status")).toHaveText(near, { timeout: 20_000 });
  await expect(page.getByTestId("merchant-card").first()).toBeVisible();
}

// What a search shows in the partner's terms: the cards' sign-in invitation, and the results and
// filters (the partner's own, in its colours) checked by axe. The search's workings, the same on
// every partner, are once/search.spec.ts.

// Each journey waits for real searches against the seeded database; give them room.
test.describe.configure({ timeout: 60_000 });

test.describe("search", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("by city, then by ZIP, with the pattern error for what cannot be a place", async ({
    page,
  }, testInfo) => {
    const { effective } = partnerOf(testInfo);
    await page.goto("/search?location=60611");
    await expectResults(page, /restaurants? near 60611/);
    const location = page.getByLabel("Location", { exact: true });

    // A bare city is a place now (once/location-search.spec.ts); four digits are not.
    await location.fill("6061");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("location-error")).toHaveText(locationPatternMessage);
    await expect(location).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/location=60611/);

    await location.fill("Chicago, IL");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/location=Chicago%2C\+IL/);
    await expectResults(page, /restaurants? near Chicago, IL/);
    await expect(page.getByTestId("location-error")).toHaveCount(0);

    const card = page.getByTestId("merchant-card").first();
    await expect(card.getByRole("link").first()).toHaveAttribute("href", /^\/merchants\/[\w-]+$/);
    await expect(card.getByRole("img", { name: /out of 5, [\d,]+ ratings?/ })).toBeVisible();
    await expect(card.getByRole("img", { name: /^Price \d out of 4$/ })).toBeVisible();
    await expect(card.getByTestId("distance")).toHaveText(/\d+\.\d mi/);
    // Visitors are invited to sign in, where the partner has sign-in at all.
    if (effective.enrollmentType === "none") {
      await expect(card.getByRole("link", { name: "Sign in to see offers" })).toHaveCount(0);
    } else {
      await expect(card.getByRole("link", { name: "Sign in to see offers" })).toHaveAttribute(
        "href",
        effective.enrollmentType === "sso" ? "/Login" : "/login",
      );
    }

    await page.getByLabel("Location", { exact: true }).fill("10036");
    await page.getByLabel("Location", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/location=10036/);
    await expectResults(page, /restaurants? near 10036/);
  });
});

test.describe("accessibility", () => {
  // axe reads a page of 20 cards and a map at two widths: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("the search results are accessible at 375px and 1280px", async ({ page }) => {
    await page.setViewportSize(viewports[1]);
    await page.goto("/search?location=Chicago%2C+IL");
    await expectResults(page, /near Chicago, IL/);
    // The helper checks both journey widths (375 px and 1280 px) in turn.
    await expectAccessible(page);
  });

  test("the filters panel is accessible at 375px and 1280px", async ({ page }) => {
    await page.setViewportSize(viewports[1]);
    await page.goto("/search?location=Chicago%2C+IL");
    await expectResults(page, /near Chicago, IL/);
    await page.getByTestId("open-filters").click();
    await expect(page.getByTestId("filters-panel")).toBeVisible();
    await expectAccessible(page);
  });
});
