import { expectAccessible, viewports } from "../support/axe";
import { expect, test } from "../support/test";

// A near-me block names the place it searched: the fallback point for a visitor who gave none.
const headline = "Top rated near New York, NY";

// The discover page holds three carousels of 15 cards: axe alone takes several seconds on it.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`a discover carousel scrolls between its ends at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/discover");
    const carousel = page.getByRole("region", { name: headline });
    const track = carousel.getByTestId("carousel-track");
    await expect(track.getByTestId("merchant-card")).toHaveCount(15, { timeout: 20_000 });
    const previous = carousel.getByRole("button", { name: /Previous restaurants/ });
    const next = carousel.getByRole("button", { name: /Next restaurants/ });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    // Keyboard: the next button works from Enter.
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    await expectAccessible(page, { widths: "current" });

    // The button turns disabled as the smooth scroll reaches the end, so each click is short-lived.
    for (let step = 0; step < 20 && (await next.isEnabled()); step += 1) {
      await next.click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForTimeout(600);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });
}

test("a mouse can drag the carousel without following a link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/discover");
  const track = page.getByRole("region", { name: headline }).getByTestId("carousel-track");
  await expect(track.getByTestId("merchant-card").first()).toBeVisible({ timeout: 20_000 });
  const box = await track.boundingBox();
  if (!box) throw new Error("no track");
  await page.mouse.move(box.x + box.width * 0.7, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(page).toHaveURL(/\/discover$/);
});

test("View all opens the same search on /search", async ({ page }) => {
  await page.goto("/discover");
  const block = page.getByTestId("merchant-search-block").filter({ hasText: headline });
  const viewAll = block.getByRole("link", { name: /View all/ });
  await expect(viewAll).toHaveAttribute("href", "/search?location=Current+Location&sortBy=rating");
  await viewAll.click();
  await expect(page).toHaveURL(/\/search\?/);
  // Without location access the search page takes the fallback point, keeping the block's sort.
  await expect.poll(() => new URL(page.url()).searchParams.get("latitude")).toBeTruthy();
  expect(new URL(page.url()).searchParams.get("sortBy")).toBe("rating");
});

test("a near-me carousel uses the position only once granted, and offers Use my location", async ({
  page,
  context,
}) => {
  await page.goto("/discover");
  const nearMe = page.getByTestId("merchant-search-block").filter({ hasText: "Popular near" });
  // Not granted: no prompt, the fallback point, and a button for the visitor's gesture.
  await expect(nearMe.getByRole("heading", { name: "Popular near New York, NY" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(nearMe.getByTestId("carousel-no-location")).toBeVisible();

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 41.88, longitude: -87.63 });
  await page.reload();
  await expect(nearMe.getByRole("heading", { name: "Popular near Chicago, IL" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(nearMe.getByTestId("merchant-card").first()).toBeVisible({ timeout: 20_000 });
  await expect(nearMe.getByTestId("distance").first()).toBeVisible();
  await expectAccessible(page);
});
