import { expectAccessible } from "../support/axe";
import { signUpFreshMember } from "../support/fresh-member";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expect, test } from "../support/test";

test("a member resets a forgotten password through the emailed link, then signs in with it", async ({
  page,
}, testInfo) => {
  // Signing up by API solves two human checks before the journey proper: slow on a busy machine.
  test.setTimeout(120_000);
  // A member of its own per attempt: a new password ends the member's other sessions, so a
  // demo member's would break the journeys signed in as it, and a retry would meet the new one.
  const { email, firstName } = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "recover",
    firstName: "Riley",
    withCard: true,
  });
  const newPassword = "Recovered-pass-2026";
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/recover$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await expectAccessible(page);

  const identifier = page.getByLabel(/^Email or partner number/);
  await identifier.fill("not an address");
  await identifier.blur();
  await expect(page.locator("#recover-identifier-error")).toHaveText(
    "Please enter a valid email address or partner number.",
  );
  await identifier.fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/recover\/confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
  await expectAccessible(page);

  // The staging mailbox holds what SMTP would have sent (open to the staging-tools token only).
  await page.setExtraHTTPHeaders({ "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN });
  await page.goto("/stgtools");
  await page.setExtraHTTPHeaders({});
  const message = page.getByTestId("mailbox").locator("li").filter({ hasText: email }).first();
  await expect(message).toContainText("Reset your");
  const link = /http\S+\/recover\/update\?token=[\w-]+/.exec(await message.innerText())?.[0];
  expect(link).toBeTruthy();

  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  // The token left the address on arrival, for an httpOnly cookie (decision 0048): it is in no
  // history entry, no Referer and nothing the page holds.
  const token = new URL(link ?? "").searchParams.get("token") ?? "";
  await expect(page).toHaveURL(/\/recover\/update$/);
  expect(await page.content()).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill("Recovered-pass-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#recover-password-confirm-error")).toHaveText("Passwords do not match.");
  await expectAccessible(page);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/recover\/success$/);
  await expectAccessible(page);

  // The link was single-use.
  await page.goto(link ?? "");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("expired or was already used");

  await page.goto("/recover/success");
  await page.getByRole("link", { name: "Sign in" }).last().click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByTestId("site-header").getByRole("button", { name: new RegExp(`Hi, ${firstName}`) }),
  ).toBeVisible();
});
