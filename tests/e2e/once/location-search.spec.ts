import type { Page } from "@playwright/test";
import { expectAccessible, viewports } from "../support/axe";
import { expect, test } from "../support/test";

/** The results' live status once a search has answered. */
async function expectResults(page: Page, near: RegExp): Promise<void> {
  await expect(page.getByTestId("results-status")).toHaveText(near, { timeout: 20_000 });
  await expect(page.getByTestId("merchant-card").first()).toBeVisible();
}

const locationBox = (page: Page) => page.getByRole("combobox", { name: "Location" });
const search = (page: Page) => page.getByRole("button", { name: "Search", exact: true }).click();

// Each journey waits for real searches against the seeded database; give them room.
test.describe.configure({ timeout: 90_000 });

test.describe("the location box understands people", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a bare city, a city and state without the comma, a borough and a neighbourhood", async ({ page }) => {
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    for (const [typed, near] of [
      ["Chicago", "Chicago, IL"],
      ["chicago il", "Chicago, IL"],
      ["San Francisco", "San Francisco, CA"],
      ["Manhattan", "New York, NY"],
      ["Brooklyn", "Brooklyn, NY"],
      ["Wicker Park", "Wicker Park, Chicago, IL"],
    ] as const) {
      await locationBox(page).fill(typed);
      await search(page);
      await expectResults(page, new RegExp(`near ${near.replace(/[.,]/g, "\\$&")}$`));
      await expect(page.getByTestId("location-error")).toHaveCount(0);
    }
  });

  test("suggests places as you type, chosen with the keyboard", async ({ page }) => {
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    const box = locationBox(page);
    await box.fill("");
    await box.pressSequentially("Brookl");
    const list = page.getByRole("listbox", { name: "Places" });
    await expect(list.getByRole("option").first()).toHaveText("Brooklyn, NY");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("location-suggestions-status")).toHaveText(/places? found/);
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
    await box.press("Enter");
    await expect(page).toHaveURL(/location=Brooklyn%2C\+NY/);
    await expectResults(page, /near Brooklyn, NY$/);
    await expect(box).toHaveValue("Brooklyn, NY");
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });

  test("a typo gets Did you mean as you type, and its one clear spelling's results on Enter", async ({
    page,
  }) => {
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    const box = locationBox(page);
    await box.fill("");
    await box.pressSequentially("Chicgo, IL");
    await expect(page.getByRole("option", { name: "Did you mean Chicago, IL?" })).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await search(page);
    // Decision 0058: one clear spelling is searched, and the page says what was typed.
    await expectResults(page, /near Chicago, IL$/);
    await expect(page.getByTestId("location-corrected")).toHaveText(
      "Showing results for Chicago, IL (you typed Chicgo, IL)",
    );
    await expect(page.getByTestId("location-error")).toHaveCount(0);
  });

  test("a typo several places are as near to gets Did you mean after searching", async ({ page }) => {
    await page.goto("/search?location=Springfeld");
    const help = page.getByTestId("location-error");
    await expect(help).toContainText("Did you mean", { timeout: 20_000 });
    await help.getByRole("button", { name: "Springfield, IL" }).click();
    // The demo seed lists no restaurant there: the search for the chosen place is what counts.
    await expect(page.getByTestId("results-status")).toHaveText(/near Springfield, IL$/, { timeout: 20_000 });
    await expect(page.getByTestId("location-error")).toHaveCount(0);
  });

  test("a name several places share offers the choice", async ({ page }) => {
    await page.goto("/search?location=Springfield");
    const choices = page.getByTestId("location-choices");
    await expect(choices).toBeVisible({ timeout: 20_000 });
    await choices.getByRole("button", { name: "Springfield, MA" }).click();
    await expect(page).toHaveURL(/location=Springfield%2C\+MA/);
    await expect(page.getByTestId("results-status")).toHaveText(/near Springfield, MA$/, { timeout: 20_000 });
  });

  test("an area without restaurants says how far the nearest are, and links to them", async ({ page }) => {
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    await locationBox(page).fill("Boise");
    await search(page);
    const nearest = page.getByTestId("nearest-restaurants");
    await expect(nearest).toContainText(
      /The nearest participating restaurants are about [\d,]+ miles away, in/,
      {
        timeout: 20_000,
      },
    );
    await nearest.getByRole("link", { name: /See restaurants in/ }).click();
    await expect(page.getByTestId("merchant-card").first()).toBeVisible({ timeout: 20_000 });
  });

  test("what the visitor types survives the default-location lookup", async ({ page }) => {
    // The default location answers late, as it can on a slow network.
    await page.route("**/api/DefaultUserLocation", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto("/search");
    const box = locationBox(page);
    await box.pressSequentially("San Francisco");
    // The page settles on the fallback point meanwhile, but the box keeps what was typed.
    await expect(page).toHaveURL(/latitude=40\.76&longitude=-73\.99/, { timeout: 20_000 });
    await expect(box).toHaveValue("San Francisco");
    await box.press("Escape");
    await search(page);
    await expectResults(page, /near San Francisco, CA$/);
    await expect(box).toHaveValue("San Francisco");
  });

  test("no prompt without a gesture: the fallback and a Use my location button", async ({
    page,
    context,
  }) => {
    await page.goto("/search");
    const fallback = page.getByTestId("location-fallback");
    await expect(fallback).toContainText("Showing restaurants near New York, NY.", { timeout: 20_000 });
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 });
    await fallback.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/location=Current\+Location&latitude=41\.88&longitude=-87\.63/);
    await expectResults(page, /near your location/);
  });
});

test.describe("accessibility", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the open suggestions and the empty area are accessible at 375px and 1280px", async ({ page }) => {
    await page.setViewportSize(viewports[1]);
    await page.goto("/search?location=60611");
    await expectResults(page, /near 60611/);
    const box = locationBox(page);
    await box.fill("");
    await box.pressSequentially("San");
    await expect(page.getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await expectAccessible(page);

    await page.goto("/search?location=Boise%2C+ID");
    await expect(page.getByTestId("nearest-restaurants")).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
  });
});
