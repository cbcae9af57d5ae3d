import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test.describe("announcement banner", () => {
  test.use({ overlays: "live" });

  test("shows once a day, closes on Escape or outside click, not on discover", async ({ page }) => {
    const start = new Date("2026-11-22T12:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/discover");
    await expect(page.getByRole("heading", { name: "Discover restaurants near you" })).toBeVisible();
    await expect(page.getByTestId("announcement-modal")).toBeHidden();

    await page.goto("/earn");
    const modal = page.getByTestId("announcement-modal");
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Restaurant week");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(modal).toBeHidden();

    await page.clock.setFixedTime(new Date(start.getTime() + 86_400_000 + 60_000));
    await page.reload();
    await expect(modal).toBeVisible();
    // A click on the backdrop, outside the panel, closes it too.
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
  });

  test("is not shown on the home, which is harbor's discover page, nor on join or sign-in", async ({
    page,
  }) => {
    for (const path of ["/", "/join", "/login"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForTimeout(1_500);
      await expect(page.getByTestId("announcement-modal"), path).toBeHidden();
    }
  });

  test("opens on the dialog without a ring, and Tab reaches its close button, ringed in the brand's colour", async ({
    page,
  }) => {
    await page.goto("/earn");
    const modal = page.getByTestId("announcement-modal");
    await expect(modal).toBeFocused();
    const close = modal.getByRole("button", { name: "Close" });
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    const ring = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
    });
    // Harbor's brand colour #0b3954 (its accent #b5442e is the red that read as an error).
    expect(ring).toEqual({ color: "rgb(11, 57, 84)", width: "3px", style: "solid" });
  });
});

test("the session warning appears a minute before expiry and a click keeps the session", async ({
  page,
  context,
}, testInfo) => {
  // The browser's clock is moved on instead of waiting out the 15-minute session.
  await page.clock.install();
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/earn");
  await expect(page.getByRole("button", { name: /Hi, Dana/ })).toBeVisible();
  const warning = page.getByRole("button", { name: /automatically logged out due to inactivity/ });
  await page.clock.fastForward("13:30");
  await expect(warning).toBeHidden();
  await page.clock.fastForward("00:45");
  await expect(warning).toBeVisible();
  const before = (await context.cookies()).find((c) => c.name === "session_expires_at")?.value;
  // Back in step with the server's clock, whose new expiry the click brings: left 14 minutes
  // ahead, the browser would find that expiry under a minute away and warn again at once.
  await page.clock.setSystemTime(Date.now());
  await warning.click();
  await expect(warning).toBeHidden();
  await expect
    .poll(async () => Number((await context.cookies()).find((c) => c.name === "session_expires_at")?.value))
    .toBeGreaterThan(Number(before));
});

test("at expiry the browser goes to sign-out and the member is signed out", async ({
  page,
  context,
}, testInfo) => {
  await page.clock.install();
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/earn");
  await expect(page.getByRole("button", { name: /Hi, Dana/ })).toBeVisible();
  // No activity after this load: fifteen minutes on, the page signs out.
  await page.clock.fastForward("15:01");
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }),
  ).toBeVisible();
});

test("a page view is posted about 500 ms after a route change, with the merchant id on merchant paths", async ({
  page,
}) => {
  const posted = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/Impressions") &&
      request.method() === "POST" &&
      (request.postData() ?? "").includes("m-000042"),
  );
  await page.goto("/merchants/m-000042");
  const request = await posted;
  const [event] = JSON.parse(request.postData() ?? "[]") as {
    event: string;
    path: string;
    merchantId: string;
    channel: string;
  }[];
  expect(event).toMatchObject({
    event: "page_view",
    path: "/merchants/m-000042",
    merchantId: "m-000042",
    channel: "web",
  });
  expect(request.headers()["x-xsrf-token"]).toBeTruthy();
  const response = await request.response();
  expect(response?.status()).toBe(202);
});
