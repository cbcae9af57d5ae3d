import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test("an SSO partner's enrollment page offers a signed-in member only sign-out", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "nocard@skyway.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/join");
  const links = page.getByTestId("site-header").getByTestId("auth-links");
  await expect(links.getByRole("link", { name: "Sign out" })).toBeVisible();
  await expect(links.getByRole("link")).toHaveCount(1);
  // Enrollment pages hide the mobile menu button.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("button", { name: /menu/i })).toHaveCount(0);
  await expectAccessible(page);
});

test("an SSO partner's enrollment page offers a visitor sign-in, not sign-out: nobody is signed in", async ({
  page,
}) => {
  await page.goto("/join");
  const links = page.getByTestId("site-header").getByTestId("auth-links");
  await expect(links.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/Login");
  await expect(links).toContainText("Already a member?");
  await expect(links.getByRole("link")).toHaveCount(1);
  await expect(links.getByRole("link", { name: "Sign out" })).toHaveCount(0);
  await expectAccessible(page);
});

test("an SSO partner's pages offer returning members 'Sign in' as well as 'Join'", async ({ page }) => {
  await page.goto("/search");
  const links = page.getByTestId("site-header").getByTestId("auth-links");
  await expect(links.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/Login");
  await expect(links.getByRole("link", { name: "Join", exact: true })).toHaveAttribute(
    "href",
    "/Login?join=1",
  );
  await expectAccessible(page);
});
