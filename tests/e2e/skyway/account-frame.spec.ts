import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test("a member without a dining account is offered to join instead of the account center", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "nocard@skyway.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account/overview");
  const notice = page.getByTestId("account-non-card");
  await expect(notice.getByRole("heading", { level: 1 })).toHaveText("Finish joining to see your account");
  await expect(notice.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/Login?join=1");
  await expect(page.getByRole("navigation", { name: "My account" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a visitor of the account center signs in at the program and comes back to the page", async ({
  page,
}) => {
  await page.goto("/account/manage_cards");
  // The proxy sends the visitor to /Login, which hands over to the program's own sign-in.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/interaction\//, { timeout: 30_000 });
  await page.getByRole("button", { name: /Continue as Sky Tanaka/ }).click();
  await expect(page).toHaveURL(/^http:\/\/skyway\.localhost:\d+\/account\/manage_cards$/);
  await expect(page.getByRole("navigation", { name: "My account" })).toBeVisible();
});
