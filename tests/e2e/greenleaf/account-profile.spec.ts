import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// SMS opt-in v2 on the profile (account-center §4, §5 Phone): disabled without a phone, ticking
// asks for consent, Cancel unticks. Nothing is saved, so the member is left as it was.
test("the profile's SMS opt-in v2 asks for consent in a dialog", async ({ page, context }, testInfo) => {
  await signInAs(context, "demo@greenleaf.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/user_profile");
  const phone = page.getByLabel(/^Mobile phone/);
  const box = page.getByRole("checkbox", { name: /Text me/ });
  await phone.fill("");
  await expect(box).toBeDisabled();
  await phone.fill("312-555-0100");
  await expect(box).toBeEnabled();
  await box.check();
  const dialog = page.getByTestId("profile-sms-dialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: /No|Cancel/ }).click();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();
  // Credit currency: the full address is not required even though the partner asks for it.
  await expect(page.getByLabel("Address line 1", { exact: true })).not.toHaveAttribute("required", "");
});
