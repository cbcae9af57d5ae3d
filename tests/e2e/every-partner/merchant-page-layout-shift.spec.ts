import {
  layoutShifts,
  phone,
  recordLayoutShifts,
  sectionHeights,
  serverHtmlHeights,
} from "../support/layout-shifts";
import { merchantFromSitemap } from "../support/merchants";
import { expect, test } from "../support/test";

// The merchant page's lines that depend on who looks and on the partner's earn terms hold their
// room before hydration. The opening-status line, the same on every partner, is
// once/merchant-status-line.spec.ts.

// Lighthouse saw CLS 0.022 on the merchant page at a phone's width: the own-rate line held 64 px
// while who is looking was unknown, and the visitor's line that replaced it is two lines taller
// on a phone, pushing the offers down. The page is cached for every visitor, so the server HTML
// must already hold the room of what the browser fills in.
test("a merchant page at a phone's width does not move once it has hydrated", async ({ page, request }) => {
  const merchant = await merchantFromSitemap(request);
  await page.setViewportSize(phone);
  await recordLayoutShifts(page);
  await page.goto(`/merchants/${merchant.id}`);
  // Hydrated: today is marked in the calendar (from the browser's clock).
  await expect(page.getByTestId("benefits-calendar").locator('[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByTestId("benefits-today")).toBeVisible();
  await expect(page.getByTestId("member-earn-rate")).toBeVisible();
  await page.waitForTimeout(500);
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005);
});

// Below the first screen a shift is not counted until the visitor scrolls there, so the parts
// that depend on the visitor's clock (today in the calendar and its note, the open-now line) are
// held to the same rule another way: each section is as tall in the server's HTML as hydrated.
test("the clock-dependent sections of a merchant page are as tall before hydration as after", async ({
  browser,
  page,
  request,
}) => {
  const merchant = await merchantFromSitemap(request);
  const path = `/merchants/${merchant.id}`;
  const sections = ["merchant-offers", "benefits-section", "merchant-hours"];
  const before = await serverHtmlHeights(browser, path, sections);

  await page.setViewportSize(phone);
  await page.goto(path);
  await expect(page.getByTestId("benefits-calendar").locator('[aria-current="date"]')).toHaveCount(1);
  await expect(page.getByTestId("benefits-today")).toBeVisible();
  await expect(page.getByTestId("member-earn-rate")).toBeVisible();
  if (merchant.openingHours.length > 0) await expect(page.getByTestId("opening-status")).toBeVisible();
  expect(await sectionHeights(page, sections)).toEqual(before);
});
