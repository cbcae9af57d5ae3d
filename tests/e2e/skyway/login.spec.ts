import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

test("an SSO partner's /login sends members to their program's sign-in", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Sign in with Skyway FlyerClub/ })).toHaveAttribute(
    "href",
    "/Login",
  );
  await expectAccessible(page);
});
