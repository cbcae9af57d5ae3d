import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

const appAgent = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile DiningRewardsApp/${version}`;

test("an app older than the partner minimum must update", async ({ browser }, testInfo) => {
  const old = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: appAgent("3.1.9"),
  });
  const page = await old.newPage();
  await page.goto("/earn");
  const screen = page.getByRole("alertdialog", { name: "New Version Available" });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText("Update now to keep using the app");
  await expect(screen.getByRole("link", { name: "Update now" })).toHaveAttribute("href", /play\.google\.com/);
  await old.close();

  const current = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: appAgent("3.2.0"),
  });
  const fresh = await current.newPage();
  await fresh.goto("/earn");
  await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(fresh.getByTestId("update-required")).toHaveCount(0);
  await current.close();
});

test("an app that must update shows only the update-required screen, with no dialog over it", async ({
  browser,
}, testInfo) => {
  // A first visit in the outdated app: the SSO invitation and the survey would want to show too.
  const old = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: appAgent("1.0.0"),
  });
  const page = await old.newPage();
  await page.goto("/search");
  const screen = page.getByRole("alertdialog", { name: "New Version Available" });
  await expect(screen).toBeVisible();
  for (const end = Date.now() + 2_500; Date.now() < end;) {
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);
    await page.waitForTimeout(100);
  }
  await expectAccessible(page);
  await old.close();
});

test.describe("one-time SSO invitation", () => {
  test.use({ overlays: "live" });

  test("invites anonymous visitors once to sign in with the loyalty account", async ({ page }) => {
    await page.goto("/earn");
    const modal = page.getByTestId("sso-modal");
    await expect(modal).toBeVisible();
    // One name for the program, as the rest of the site writes it.
    await expect(modal).toContainText("Sign in with your Skyway FlyerClub account");
    await expect(modal).toContainText("Use your Skyway FlyerClub account");
    await expect(modal).not.toContainText("loyalty account");
    await expect(modal.getByRole("link", { name: "Sign in/Join Now" })).toHaveAttribute("href", "/Login");
    await expectAccessible(page);
    await modal.getByRole("button", { name: "Close" }).click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(modal).toBeHidden();
  });
});
