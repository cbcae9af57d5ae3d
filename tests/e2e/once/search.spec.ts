import type { Page } from "@playwright/test";
import { currentLocationValue, locationPatternMessage } from "@/shared/contracts/merchants";
import { expect, test } from "../support/test";

/** The results' live status once a search has answered. */
async function expectResults(page: Page, near: RegExp): Promise<void> {
  await expect(page.getByTestId("results-status")).toHaveText(near, { timeout: 20_000 });
  await expect(page.getByTestId("merchant-card").first()).toBeVisible();
}

// The search's workings, the same on every partner: checked once, on harbor. What it shows in
// each partner's terms is every-partner/search.spec.ts.

// Each journey waits for real searches against the seeded database; give them room.
test.describe.configure({ timeout: 60_000 });

test.describe("search", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an unknown place shows the API's location message", async ({ page }) => {
    await page.goto("/search?location=Nowhere%2C+ZZ");
    await expect(page.getByTestId("location-error")).toContainText(locationPatternMessage, {
      timeout: 20_000,
    });
    await expect(page.getByTestId("results-status")).toHaveText("We couldn't search that location.");
  });

  test("from the current location when the browser shares it", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 41.87811, longitude: -87.62979 });
    await page.goto("/search");
    // Rounded to 2 decimals before it leaves the browser.
    await expect(page).toHaveURL(/location=Current\+Location&latitude=41\.88&longitude=-87\.63/, {
      timeout: 20_000,
    });
    await expectResults(page, /restaurants? near your location/);
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue(currentLocationValue);

    // The button re-reads the position.
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    await context.setGeolocation({ latitude: 40.7577, longitude: -73.9857 });
    await page.getByRole("button", { name: "Use my current location" }).click();
    await expect(page).toHaveURL(/latitude=40\.76&longitude=-73\.99/);
    await expectResults(page, /near your location/);
  });

  test("falls back to the default location when the browser refuses", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/search");
    await expect(page).toHaveURL(/latitude=40\.76&longitude=-73\.99/, { timeout: 20_000 });
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("New York, NY");
    await expect(page.getByTestId("merchant-card").first()).toBeVisible({ timeout: 20_000 });
    // Nothing asked the browser; the visitor may, with a gesture.
    await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible();
  });

  test("filters and sort live in the URL: reload keeps them, Back restores the search before", async ({
    page,
  }) => {
    await page.goto("/search?location=Chicago%2C+IL");
    await expectResults(page, /near Chicago, IL/);

    await page.getByTestId("open-filters").click();
    const panel = page.getByTestId("filters-panel");
    await expect(panel).toBeVisible();
    await panel.getByRole("checkbox", { name: "Price 2 out of 4" }).check();
    await panel.getByRole("checkbox", { name: "Dinner" }).check();
    await panel.getByRole("checkbox", { name: "Dine in" }).check();
    // The apply button says how many restaurants the choice shows (it was "Save").
    await panel.getByRole("button", { name: /^Show [\d,]+ restaurants?$/ }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/priceRange=2/);
    await expect(page).toHaveURL(/features=dine_in/);
    await expect(page).toHaveURL(/mealsServed=dinner/);
    await expect(page.getByTestId("open-filters")).toContainText("3");
    await expectResults(page, /near Chicago, IL/);
    for (const price of await page.getByRole("img", { name: /^Price \d out of 4$/ }).all()) {
      await expect(price).toHaveAttribute("aria-label", "Price 2 out of 4");
    }

    await page.getByTestId("sort-select").selectOption("rating");
    await expect(page).toHaveURL(/sortBy=rating/);

    await page.reload();
    await expectResults(page, /near Chicago, IL/);
    await expect(page.getByTestId("sort-select")).toHaveValue("rating");
    await expect(page.getByTestId("open-filters")).toContainText("3");
    await page.getByTestId("open-filters").click();
    await expect(panel.getByRole("checkbox", { name: "Dinner" })).toBeChecked();
    await panel.getByRole("button", { name: "Close" }).click();

    await page.goBack();
    await expect(page).not.toHaveURL(/sortBy=rating/);
    await expect(page).toHaveURL(/priceRange=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/priceRange/);
    await expect(page.getByTestId("open-filters")).toHaveText(/^Filters$/);
    await expectResults(page, /near Chicago, IL/);

    // Clear unticks every filter; showing the results applies that (Clear alone no longer searches).
    await page.goForward();
    await expect(page).toHaveURL(/priceRange=2/);
    await page.getByTestId("open-filters").click();
    await panel.getByRole("button", { name: "Clear" }).click();
    await expect(page).toHaveURL(/priceRange=2/);
    await panel.getByTestId("filters-apply").click();
    await expect(page).not.toHaveURL(/priceRange|mealsServed|features/);
  });

  test("map: a marker click highlights its card, a card highlights its marker, and the moved map searches its area", async ({
    page,
  }) => {
    await page.goto("/search?location=Chicago%2C+IL");
    await expectResults(page, /near Chicago, IL/);
    const map = page.getByTestId("search-map");
    await expect(map).toBeVisible();
    const pin = map.locator(".leaflet-marker-icon:has([data-testid=map-pin])").first();
    await expect(pin).toBeVisible();
    const name = await pin.getAttribute("title");
    expect(name).toBeTruthy();
    await pin.click();
    const selected = page.locator("[data-selected=true]");
    await expect(selected).toHaveCount(1);
    await expect(selected.getByRole("heading")).toHaveText(name ?? "");
    await expect(selected).toBeInViewport();

    await page.getByTestId("merchant-card").nth(1).hover();
    await expect(map.locator(".search-pin.is-active, .leaflet-marker-icon.is-active")).toHaveCount(1);

    await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);
    const box = await map.boundingBox();
    if (!box) throw new Error("map has no box");
    // From an empty corner of the visible part of the map (markers do not start a drag).
    await page.mouse.move(box.x + box.width - 40, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 200, box.y + 220, { steps: 8 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Search this area" }).click();
    await expect(page).toHaveURL(/bounds=-?\d+\.\d+%2C-?\d+\.\d+%2C-?\d+\.\d+%2C-?\d+\.\d+/);
    await expect(page.getByTestId("results-status")).toHaveText(/restaurants?/);
  });

  test("paging moves through the results and announces them", async ({ page }) => {
    await page.goto("/search?location=Chicago%2C+IL");
    await expectResults(page, /near Chicago, IL/);
    const first = await page.getByTestId("merchant-card").first().getByRole("heading").textContent();
    await page
      .getByRole("navigation", { name: "Result pages" })
      .getByRole("button", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("merchant-card").first().getByRole("heading")).not.toHaveText(first ?? "");
  });
});

test("small screens toggle between the list and the map", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/search?location=Chicago%2C+IL");
  await expectResults(page, /near Chicago, IL/);
  await expect(page.getByTestId("search-map")).toBeHidden();
  await expect(page.getByTestId("view-list")).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("view-map").click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByTestId("search-map")).toBeVisible();
  await expect(page.getByTestId("merchant-card").first()).toBeHidden();
  await expect(page.getByTestId("search-map").locator(".leaflet-marker-icon").first()).toBeVisible();
  // Fitting the results to a map that just appeared is not a move by the visitor.
  await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);

  await page.getByTestId("view-list").click();
  await expect(page.getByTestId("merchant-card").first()).toBeVisible();
  await expect(page.getByTestId("search-map")).toBeHidden();
});
