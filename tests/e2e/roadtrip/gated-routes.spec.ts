import { expect, test } from "../support/test";
import { expectAccessible } from "../support/axe";

// Roadtrip has enrollment type none: no activation, enrollment, login or account center.
const gated = [
  "/login",
  "/join",
  "/add_card",
  "/card_added",
  "/activate",
  "/activate/activated",
  "/account/overview",
  "/recover",
  "/fix_credentials",
  "/discover",
];

for (const path of gated) {
  test(`${path} does not exist for a partner without enrollment`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("the gated not-found page is accessible", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page);
});
