import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Read-only journeys of the account center's frame and overview, as demo@ (opted in, tier 2).
// A visitor without a session is sent to sign in and back: account-gate.spec.ts.

test("/account and unknown account paths open the overview", async ({ page, context }, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/overview$/);
  await expect(page.getByTestId("account-overview-page")).toBeVisible();
  await page.goto("/account/no-such-page/deeper");
  await expect(page).toHaveURL(/\/account\/overview$/);
  await expect(page.getByTestId("account-overview-page")).toBeVisible();
});

test("the overview comes drawn for the member in the server's HTML, never kept by a cache", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/how-it-works");
  // The page's document as the browser receives it, before any script of it runs: the first paint.
  const answer = await page.evaluate(async () => {
    const response = await fetch("/account/overview", { redirect: "manual" });
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      html: await response.text(),
    };
  });
  expect(answer.status).toBe(200);
  expect(answer.cacheControl).toMatch(/private/);
  expect(answer.cacheControl).toMatch(/no-store/);
  expect(answer.html).toContain('data-testid="account-nav"');
  expect(answer.html).toContain('data-testid="membership-summary"');
  expect(answer.html).toMatch(/data-testid="overview-greeting"[^>]*>[^<]*Dana/);
  expect(answer.html).not.toContain('data-testid="account-loading"');
});

test("the overview shows the membership, the earn rate and a referral link to copy", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/overview");
  await expect(page).toHaveTitle("Account overview | Harbor Hotels Dining");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const nav = page.getByRole("navigation", { name: "My account" });
  for (const label of ["Account Overview", "Reviews & History", "Linked Cards", "Profile"])
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Account Overview" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Linked Cards" })).not.toHaveAttribute("aria-current", "page");

  await expect(page.getByRole("heading", { level: 1, name: "Account overview" })).toBeVisible();
  const summary = page.getByTestId("membership-summary");
  await expect(summary).toHaveAttribute("data-level", "opted_in");
  await expect(summary).toContainText("Email subscriber");
  await expect(summary).toContainText("receive our emails");
  await expect(page.getByTestId("earn-rate")).toContainText("5 points per $1");

  const referral = page.getByTestId("referral-link");
  await expect(referral.getByRole("heading", { name: "Invite friends to dine and earn" })).toBeVisible();
  const field = referral.getByLabel("Your referral link");
  const link = new URL(await field.inputValue());
  expect(link.pathname).toBe("/join");
  // A random referral code, never the public id (which once let anyone activate the member).
  expect(link.searchParams.get("referrer")).toMatch(/^[0-9a-f]{32}$/);
  for (const tag of ["utm_source", "utm_medium", "utm_campaign"])
    expect(link.searchParams.get(tag)).toBeTruthy();
  await referral.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Your referral link has been copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);
  await expectAccessible(page);

  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`overview-${String(width)}.png`), fullPage: true });
  }

  // The tab row moves between the pages with the keyboard as well.
  await nav.getByRole("link", { name: "Linked Cards" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account\/manage_cards$/);
  await expect(nav.getByRole("link", { name: "Linked Cards" })).toHaveAttribute("aria-current", "page");
});

test("a VIP member reads the VIP wording", async ({ page, context }, testInfo) => {
  await signInAs(context, "vip@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account/overview");
  await expect(page.getByTestId("membership-summary")).toHaveAttribute("data-level", "vip");
  await expect(page.getByTestId("membership-summary")).toContainText("VIP");
});
