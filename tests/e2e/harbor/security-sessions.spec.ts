import { expectAccessible } from "../support/axe";
import { signUpFreshMember } from "../support/fresh-member";
import { memberApi } from "../support/member-api";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";

/** GET /api/Member from the page itself, with the browser's cookies. */
function memberStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch("/api/Member", { credentials: "same-origin" })).status);
}

// Two browsers signed in as one member: "Sign out of all other devices" in one ends the other.
test("signing out of all other devices ends the other browser's session", async ({ page, baseURL }) => {
  const member = await signUpFreshMember(baseURL ?? "", {
    prefix: "devices",
    firstName: "Devon",
    withCard: true,
  });
  const phone = await memberApi(baseURL ?? "", member.email, member.password);

  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  await page.goto("/account/user_profile");
  const button = page.getByRole("button", { name: "Sign out of all other devices" });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  expect((await phone.context.get("/api/Member")).status()).toBe(200);
  await button.click();
  // The phone, and the sessions sign-up and card linking started on the way.
  await expect(page.getByText(/Signed out of \d+ other devices?\./)).toBeVisible();

  expect((await phone.context.get("/api/Member")).status()).toBe(401);
  expect(await memberStatus(page)).toBe(200);
  await phone.context.dispose();
});

test("another site's link to /SignOut asks before signing anyone out", async ({ page, baseURL }) => {
  const member = await signUpFreshMember(baseURL ?? "", {
    prefix: "crosssite",
    firstName: "Cass",
    withCard: true,
  });
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // A page on another site (127.0.0.1 is another site than harbor.localhost) sends the browser
  // to /SignOut: the browser marks that navigation Sec-Fetch-Site: cross-site.
  const site = new URL(baseURL ?? "");
  await page.goto(`http://127.0.0.1:${site.port}/api/health`);
  await page.evaluate((target) => {
    window.location.href = target;
  }, `${site.origin}/SignOut`);
  await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
  expect(await memberStatus(page)).toBe(200);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(await memberStatus(page)).toBe(401);
});
