import { expectAccessible, viewports } from "../support/axe";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

test.describe.configure({ timeout: 90_000 });

// A direct partner's member who joined without linking a card is signed in but not finished: the
// header offers "Add a card" (a direct partner has no SSO join hand-off), and on a phone the
// header still fits beside the brand, with sign-out in the menu.
for (const viewport of viewports) {
  test(`a non-card member of a direct partner is offered "Add a card", never "Join", at ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
      prefix: "nocard-header",
      firstName: "Remy",
    });
    await page.setViewportSize(viewport);
    await signInOnForm(page, member);
    await page.goto("/earn");

    const links = page.getByTestId("auth-links");
    await expect(links.getByRole("link", { name: "Add a card" })).toHaveAttribute("href", "/add_card");
    await expect(links.getByRole("link", { name: "Join", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("footer-auth-link")).toHaveAttribute("href", "/add_card");

    // Nothing in the header runs past the screen's edge.
    const overflow = await page
      .getByTestId("site-header")
      .evaluate((header) => header.scrollWidth - header.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    if (viewport.width < 640) {
      await expect(links.getByRole("link", { name: "Sign out" })).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Sign out" })).toBeVisible();
    } else {
      await expect(links.getByRole("link", { name: "Sign out" })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath(`non-card-header-${viewport.name}.png`) });
    await expectAccessible(page, { widths: "current" });
  });
}
