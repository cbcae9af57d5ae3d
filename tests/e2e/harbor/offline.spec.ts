import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

// The service worker precaches this build's offline page and stylesheets when it installs; a
// page asked for without a network then answers with that page, styled, instead of the
// browser's own error.
test("with the network cut, a page shows the offline page, styled", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims the open page once it is active, so the next navigation goes through it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto("/search");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("You're offline");
  // Styled: the precached stylesheet applies (the heading is bold and the page has its shell).
  expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You're offline");
});
