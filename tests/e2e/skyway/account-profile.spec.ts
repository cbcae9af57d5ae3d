import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Under SSO the program owns the names and the password (account-center §5, §6).
test("an SSO member sees the names read-only and no password row", async ({ page, context }, testInfo) => {
  await signInAs(context, "demo@skyway.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/user_profile");
  await expect(page.getByTestId("profile-form")).toBeVisible();
  await expect(page.getByTestId("profile-first-name-read-only")).toContainText("Sky");
  await expect(page.getByTestId("profile-last-name-read-only")).toContainText("Tanaka");
  await expect(page.getByRole("textbox", { name: /First name/ })).toHaveCount(0);
  await expect(page.getByTestId("profile-password")).toHaveCount(0);
  await expect(page.getByTestId("profile-email")).toContainText("demo@skyway.example");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("No changes were made.")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("profile-sso-1280.png"), fullPage: true });
});
