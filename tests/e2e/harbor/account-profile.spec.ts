import type { Page } from "@playwright/test";
import { memberProfileSchema } from "@/shared/contracts/member-update";
import { formatUsPhone } from "@/shared/rules/phone";
import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The profile page (account-center §5, §8). optout@harbor.example is the member it edits: other
// journeys only read its tier and email, which this journey leaves alone.
const email = "optout@harbor.example";

async function savedProfile(page: Page) {
  const body = await page.evaluate(async () => {
    const response = await fetch("/api/Member");
    return (await response.json()) as unknown;
  });
  return memberProfileSchema.parse(body);
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a member edits the profile: no-change save, ZIP and phone errors, then a save that sticks", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(context, email, testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/user_profile");
  await expect(page).toHaveTitle(/^User profile/);
  await expect(page.getByTestId("profile-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "User profile" })).toBeVisible();

  const before = await savedProfile(page);
  // The form is in the page's document, filled for the member, before any script of it runs.
  const html = await page.evaluate(async () => (await fetch("/account/user_profile")).text());
  expect(html).toContain(`value="${before.firstName}"`);
  expect(html).not.toContain('data-testid="account-loading"');
  const firstName = page.getByLabel(/^First name/);
  const zip = page.getByLabel(/^ZIP code/);
  const phone = page.getByLabel(/^Mobile phone/);
  await expect(firstName).toHaveValue(before.firstName);
  await expect(page.getByLabel(/^Last name/)).toHaveValue(before.lastName);
  await expect(zip).toHaveValue(before.address.zipCode ?? "");
  await expect(phone).toHaveValue(before.phoneNumber ? formatUsPhone(before.phoneNumber) : "");
  await expect(page.getByTestId("profile-email")).toContainText(email);
  await expect(page.getByTestId("profile-email")).toContainText("customer support");
  await expect(page.getByTestId("profile-password")).toContainText("signing out and resetting");
  await expect(page.getByRole("button", { name: "Sign out and reset your password" })).toBeVisible();

  const save = page.getByRole("button", { name: "Save changes" });
  await save.click();
  await expect(page.getByText("No changes were made.")).toBeVisible();

  await zip.fill("99999");
  await zip.press("Tab");
  await expect(page.locator("#profile-zip-error")).toHaveText("ZIP is not located in the U.S.");
  await phone.fill("123-456-7890");
  await phone.press("Tab");
  await expect(page.locator("#profile-phone-error")).toHaveText(
    "Invalid phone number, please check the number and try again",
  );
  await zip.fill("123");
  await zip.press("Tab");
  await expect(page.locator("#profile-zip-error")).toHaveText("Must be exactly 5 characters.");
  await expectAccessible(page);
  await screenshots(page, "profile-errors", (name) => testInfo.outputPath(name));

  const newName = before.firstName === "Olivia" ? "Owen" : "Olivia";
  await firstName.fill(newName);
  await zip.fill("60601");
  await zip.press("Tab");
  await phone.fill("(312) 555 0188");
  await page.getByLabel(/^City/).fill("Chicago");
  await page.getByLabel(/^State/).selectOption("IL");
  await expect(page.locator("#profile-zip-error")).toHaveText("");
  await expect(page.locator("#profile-phone-error")).toHaveText("");
  await save.click();
  await expect(page.getByText("All changes were saved.")).toBeVisible();
  await expect(phone).toHaveValue("312-555-0188");
  await expect(page.getByTestId("site-header").getByRole("button", { name: `Hi, ${newName}` })).toBeVisible();

  await page.reload();
  await expect(firstName).toHaveValue(newName);
  await expect(zip).toHaveValue("60601");
  await expect(phone).toHaveValue("312-555-0188");
  await expect(page.getByLabel(/^City/)).toHaveValue("Chicago");
  await expect(page.getByLabel(/^State/)).toHaveValue("IL");
  expect(await savedProfile(page)).toMatchObject({
    tierLevel: before.tierLevel,
    emailOptIn: before.emailOptIn,
  });
  await screenshots(page, "profile-saved", (name) => testInfo.outputPath(name));
});

test("a visitor is sent to sign in, and comes back to the profile", async ({ page }) => {
  await page.goto("/account/user_profile");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fuser_profile$/);
  await page.getByLabel(/^Email/).fill("demo@harbor.example");
  await page.getByLabel(/^Password/).fill("Harbor-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/user_profile$/);
  await expect(page.getByTestId("profile-email")).toContainText("demo@harbor.example");
});
