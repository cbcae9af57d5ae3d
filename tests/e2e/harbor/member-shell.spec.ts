import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test("a signed-in card member gets the member dropdown and can sign out", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/earn");
  const header = page.getByTestId("site-header");
  const toggle = header.getByRole("button", { name: /Hi, Dana/ });
  await expect(toggle).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("footer-auth-link")).toHaveAttribute("href", "/account/overview");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByTestId("member-dropdown");
  await expect(panel).toContainText("Dana Rivera");
  await expect(panel).toContainText("demo@harbor.example");
  for (const label of ["Account Overview", "Reviews & History", "Linked Cards", "Profile"]) {
    await expect(panel.getByRole("link", { name: label })).toBeVisible();
  }
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await panel.getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }),
  ).toBeVisible();
  // The visitor may hold a fresh anonymous session (for CSRF), but no member session any more.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "session_expires_at")).toBeUndefined();
  expect(await page.evaluate(async () => (await fetch("/api/Member")).status)).toBe(401);
});

test("the discover page shows the partner's editorial blocks", async ({ page }) => {
  const response = await page.goto("/discover");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Discover restaurants near you" })).toBeVisible();
  await expect(
    page.getByTestId("merchant-search-block").first().getByRole("link", { name: "View all" }),
  ).toHaveAttribute("href", /^\/search\?/);
  await expectAccessible(page);
});

test("a content banner greets the signed-in member by first name", async ({ page, context }, testInfo) => {
  await page.goto("/earn/reservations");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("welcome-message")).toHaveCount(0);
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.reload();
  await expect(page.getByTestId("welcome-message")).toHaveText("Welcome back, Dana.");
  await expectAccessible(page);
});
