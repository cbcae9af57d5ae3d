import { randomInt } from "node:crypto";
import { signInAttemptsBeforeLockout } from "@/shared/constants";
import { expectAccessible } from "../support/axe";
import { signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

test.describe.configure({ mode: "serial" });

test("a member signs in, signs out and signs in again with remember-me", async ({
  page,
  context,
}, testInfo) => {
  // A card member of its own: sign-ins per account are limited, and many journeys sign the demo
  // member in.
  const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "sign-in-out",
    firstName: "Dana",
    withCard: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await expect(page).toHaveTitle(/^Login/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Nothing says where the member was: the account overview, never the marketing home.
  await expect(page).toHaveURL(/\/account\/overview$/);
  const greeting = page.getByTestId("site-header").getByRole("button", { name: /Hi, Dana/ });
  await expect(greeting).toBeVisible();
  const shortSession = (await context.cookies()).find((cookie) => cookie.name === "session_expires_at");
  expect(Number(shortSession?.value)).toBeLessThan(Date.now() + 86_400_000);

  await greeting.click();
  await page.getByTestId("member-dropdown").getByRole("link", { name: "Sign out" }).click();
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }),
  ).toBeVisible();

  await page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The address is matched whatever its case.
  await page.getByLabel(/^Email/).fill(member.email.toUpperCase());
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByLabel("Remember me for 90 days").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("site-header").getByRole("button", { name: /Hi, Dana/ })).toBeVisible();
  const remembered = (await context.cookies()).find((cookie) => cookie.name === "session_expires_at");
  expect(Number(remembered?.value)).toBeGreaterThan(Date.now() + 89 * 86_400_000);
});

test("signing in returns to the page the visitor came from", async ({ page }, testInfo) => {
  // A member of its own, signing in from an address of its own: sign-ins per account and per
  // address are limited, and other journeys sign the demo member in from this machine too.
  const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "came-from",
    firstName: "Casey",
    withCard: true,
  });
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}` });
  for (const width of [375, 1280]) {
    await page.context().clearCookies();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/search?location=New%20York%2C%20NY");
    const header = page.getByTestId("site-header");
    const signIn = header.getByRole("link", { name: "Sign in", exact: true });
    if (width < 400) {
      // On a phone, sign-in is in the menu when the header has no room for it.
      if (!(await signIn.isVisible())) {
        await page.getByRole("button", { name: /menu/i }).click();
      }
    }
    await page.getByRole("link", { name: "Sign in", exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/^Email/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/search\?location=New(%20|\+)York/);
    await expect(header.getByRole("button", { name: /Hi, Casey/ })).toBeVisible();
  }
});

test("the form checks fields on blur, then on every change after a submit", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/login");
  const email = page.getByLabel(/^Email/);
  await email.fill("not-an-email");
  await expect(page.getByText("Enter a valid email address.")).toHaveCount(0);
  await email.blur();
  await expect(page.locator("#login-email-error")).not.toBeEmpty();

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#login-password-error")).toHaveText("This field is required.");
  await expect(page.getByTestId("login-error")).toContainText("check form for errors");
  await page.getByLabel(/^Password/).fill("x");
  await expect(page.locator("#login-password-error")).toBeEmpty();

  // The show/hide switch reveals what was typed, and hides it again.
  const password = page.getByLabel(/^Password/);
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expectAccessible(page);
});

test("wrong passwords lock the account and offer password recovery", async ({ page, context }, testInfo) => {
  // A member of its own per attempt: the lock outlasts the run, so a retry (or another journey)
  // signing in as a demo member would meet it.
  const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "lockout",
    firstName: "Lee",
  });
  // From an address of its own: its six sign-ins would otherwise spend most of the per-address
  // budget the other sign-in journeys (and their retries) share, and meet "Too many attempts".
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}` });
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(member.email);
  const alert = page.getByTestId("login-error");
  for (let attempt = 1; attempt <= signInAttemptsBeforeLockout; attempt += 1) {
    await page.getByLabel(/^Password/).fill(`wrong-password-${attempt}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).not.toBeEmpty();
    if (attempt < signInAttemptsBeforeLockout) await expect(alert).toContainText("Invalid email or password");
  }
  await expect(alert).toContainText("locked");
  await expect(alert.getByRole("link", { name: "Reset your password" })).toHaveAttribute("href", "/recover");

  // Locked means locked: the right password is refused too.
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alert).toContainText("locked");
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});
