import { expectAccessible, viewports } from "../support/axe";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

test.describe.configure({ timeout: 90_000 });

// Members without a linked card may book tables (decision 0033), so their Reservations page is theirs
// to see. The page is drawn on the server for the member (decision 0044): that first drawing must
// already be the reservations page, not the "link a card" notice the other account pages show
// them, which used to stand in the first paint until the browser knew its own path.
test("a non-card member's reservations page arrives as the reservations page, never the link-a-card notice", async ({
  page,
}, testInfo) => {
  const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "nocard-reservations",
    firstName: "Rory",
  });
  await signInOnForm(page, member);
  await page.goto("/earn");

  // The page's document as the browser receives it, before any script of it runs.
  const html = await page.evaluate(async () => (await fetch("/account/reservations")).text());
  expect(html).toContain('data-testid="reservations-page"');
  expect(html).not.toContain('data-testid="account-non-card"');

  // Another account page still tells them how to finish joining.
  const overview = await page.evaluate(async () => (await fetch("/account/overview")).text());
  expect(overview).toContain('data-testid="account-non-card"');

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto("/account/reservations");
    await expect(page.getByTestId("reservations-page")).toBeVisible();
    await expect(page.getByTestId("account-non-card")).toHaveCount(0);
    await expectAccessible(page, { widths: "current" });
  }
});
