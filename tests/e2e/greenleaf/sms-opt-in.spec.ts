import type { Page } from "@playwright/test";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";
import { expect, test } from "../support/test";

// SMS opt-in v2 on /join (account-center §4): ticking asks for consent in a dialog, Cancel,
// Escape and a click outside untick, Confirm keeps it; focus comes back to the box each time.

async function focusIsInside(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => document.activeElement?.closest(`[data-testid="${id}"]`) !== null, testId);
}

test("ticking SMS opt-in asks for consent; only Confirm keeps it", async ({ page }, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/join");
  const box = page.getByRole("checkbox", { name: /Text me/ });
  const dialog = page.getByRole("dialog");
  await expect(box).toBeDisabled();

  // Typing before the form hydrates is lost, so type until the form has taken the number.
  const phone = page.getByLabel("Mobile phone");
  await expect(async () => {
    await phone.fill("");
    await phone.fill("2125550143");
    await expect(box).toBeEnabled({ timeout: 1_000 });
  }).toPass();

  await box.check();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Get texts from ${effective.name}?`);
  await expect(dialog).toContainText("Msg & data rates may apply.");
  await expect(dialog).toContainText("Reply STOP to cancel");
  await expect(dialog).toContainText("HELP for help");
  await expect(dialog).toContainText(/Message frequency/);
  expect(await focusIsInside(page, "join-sms-dialog")).toBe(true);
  await expectAccessible(page);
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const path = testInfo.outputPath(`sms-dialog-${viewport.name}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`sms-dialog-${viewport.name}`, { path, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole("button", { name: "No thanks" }).click();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();
  await expect(box).toBeFocused();

  await box.check();
  await dialog.getByRole("button", { name: "Yes, text me" }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();

  // Unticking needs no confirmation.
  await box.uncheck();
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();

  await box.check();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();
  await expect(box).toBeFocused();

  // A click on the backdrop, well outside the 650 px panel.
  await box.check();
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
  await expect(box).not.toBeChecked();

  // From the keyboard: Space ticks, the dialog takes focus, Confirm keeps it.
  await box.focus();
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(page, "join-sms-dialog")).toBe(true);
  await dialog.getByRole("button", { name: "Yes, text me" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(box).toBeChecked();

  // No phone, no one to text: the box clears and is disabled again.
  await phone.fill("");
  await expect(box).not.toBeChecked();
  await expect(box).toBeDisabled();
});
