import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test("a non-card SSO member sees join and sign-out, no dropdown, and the SSO join link in the footer", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "nocard@skyway.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/earn");
  const links = page.getByTestId("auth-links");
  await expect(links.getByRole("link", { name: "Sign out" })).toBeVisible();
  await expect(links.getByRole("link", { name: "Join", exact: true })).toHaveAttribute(
    "href",
    "/Login?join=1",
  );
  await expect(page.getByTestId("member-dropdown")).toHaveCount(0);
  await expect(page.getByTestId("footer-auth-link")).toHaveAttribute("href", "/Login?join=1");
  await expectAccessible(page);
});
