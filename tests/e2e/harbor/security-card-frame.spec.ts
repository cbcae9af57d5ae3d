import { expectAccessible } from "../support/axe";
import { signUpFreshMember } from "../support/fresh-member";
import { freshVisaNumber } from "../support/member-cards";
import { expect, test } from "../support/test";

// The journeys' build serves the card-entry frame from its own origin (scripts/e2e-env.mjs:
// http://127.0.0.1:<port>), as production does: the page's scripts can never read the number.
test("a member links a card through the frame served from its own origin", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const site = new URL(baseURL ?? "");
  const member = await signUpFreshMember(baseURL ?? "", { prefix: "frame", firstName: "Fran" });
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  // A member with no card yet links one at the enrollment's card step.
  await page.goto("/add_card");

  const frame = page.locator('iframe[title="Secure card number entry"]');
  const frameSrc = new URL((await frame.getAttribute("src")) ?? "", site);
  expect(frameSrc.origin).toBe(`http://127.0.0.1:${site.port}`);
  expect(frameSrc.origin).not.toBe(site.origin);

  // The frame may be framed by the partner sites, and says so without X-Frame-Options.
  const frameAnswer = await page.request.get(frameSrc.href);
  expect(frameAnswer.headers()["x-frame-options"]).toBeUndefined();
  expect(frameAnswer.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${site.origin}`);

  await expect(page.getByTestId("card-entry")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const number = freshVisaNumber();
  const cardNumber = page.frameLocator('iframe[title="Secure card number entry"]').getByLabel("Card number");
  await cardNumber.pressSequentially(number);
  await cardNumber.blur();
  await page.getByLabel(/monitor the dining activity/).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Link card" }).click();
  await expect(page).toHaveURL(/\/card_added$/, { timeout: 30_000 });
  await expect(page.getByTestId("card-results")).toContainText(`ending in ${number.slice(-4)}`);
});
