import { expectAccessible, viewports } from "../support/axe";
import { expect, test } from "../support/test";

for (const viewport of viewports) {
  test(`/how-it-works renders the partner's content template at ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const response = await page.goto("/how-it-works");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("disclaimer")).toBeVisible();
    await expect(page).toHaveTitle(/How it works/);
    await expectAccessible(page, { widths: "current" });
  });
}

test("/earn lists the partner's earn pages and each one opens", async ({ page }) => {
  await page.goto("/earn");
  await expect(page.getByRole("heading", { level: 1, name: "Ways to earn" })).toBeVisible();
  const links = page.getByRole("main").getByRole("link", { name: /Learn more/ });
  expect(await links.count()).toBeGreaterThan(0);
  await links.first().click();
  await expect(page).toHaveURL(/\/earn\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test("an earn page the partner does not have is a 404", async ({ page }) => {
  const response = await page.goto("/earn/no-such-offer");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("copy placeholders are expanded everywhere", async ({ page }) => {
  for (const path of ["/", "/earn", "/how-it-works"]) {
    await page.goto(path);
    await expect(page.locator("body")).not.toContainText(/[A-Z]+(?:_[A-Z0-9]+)*_1\b|CURRENT_YEAR/);
  }
});
