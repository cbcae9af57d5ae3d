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

test("a visitor of the account center signs in at the program (full page load to /Login)", async ({
  page,
}) => {
  const toLogin = page.waitForRequest((request) => new URL(request.url()).pathname === "/Login");
  await page.goto("/account/manage_cards");
  await toLogin;
  expect(await page.evaluate(() => localStorage.getItem("rewards.loginRedirect"))).toBe(
    "/account/manage_cards",
  );
});
