import type { Page } from "@playwright/test";
import { viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

/** The results' live status once a search has answered. */
async function expectResults(page: Page, near: RegExp): Promise<void> {
  await expect(page.getByTestId("results-status")).toHaveText(near, { timeout: 20_000 });
  await expect(page.getByTestId("merchant-card").first()).toBeVisible();
}

const locationBox = (page: Page) => page.getByRole("combobox", { name: "Location" });
const search = (page: Page) => page.getByRole("button", { name: "Search", exact: true }).click();

// The discover page's carousels, on the partners that have one (the location box itself, the
// same on every partner, is once/location-search.spec.ts). Real searches: give them room.
test.describe.configure({ timeout: 90_000 });

test.describe("the home carousels follow the visitor", () => {
  test("titled and measured for the visitor's location once it is known", async ({
    page,
    context,
  }, testInfo) => {
    test.skip(!partnerOf(testInfo).effective.hasDiscoverPage, "This partner has no discover carousels.");
    await page.setViewportSize(viewports[1]);
    // A visitor who searched Brooklyn (no location access): the carousels follow that place.
    await page.goto("/search?location=60611");
    await locationBox(page).fill("Brooklyn");
    await search(page);
    await expectResults(page, /near Brooklyn, NY$/);
    await page.goto("/discover");
    await expect(page.getByRole("heading", { name: "Top rated near Brooklyn, NY" })).toBeVisible({
      timeout: 20_000,
    });

    // Location access granted in Chicago: the position wins, and the distances are from there.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 });
    await page.reload();
    const block = page.getByRole("region", { name: "Top rated near Chicago, IL" });
    await expect(block.getByTestId("merchant-card").first()).toBeVisible({ timeout: 20_000 });
    for (const distance of await block.getByTestId("distance").all()) {
      const miles = Number((await distance.textContent())?.replace(/[^\d.]/g, ""));
      expect(miles).toBeLessThanOrEqual(25);
    }
  });
});
