import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test("iOS Safari gets install instructions, and 'Maybe later' snoozes them for 30 days", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: iphoneSafari,
    hasTouch: true,
    viewport: { width: 375, height: 812 },
  });
  await context.addInitScript(() => {
    // Only the banner is under test: keep the first-visit popups closed.
    window.localStorage.setItem("rewards.announcementDismissedUntil", String(Date.now() + 365 * 86_400_000));
  });
  const page = await context.newPage();
  const start = new Date("2026-11-22T12:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/earn");
  const banner = page.getByTestId("install-banner");
  await expect(banner).toContainText("Add to Home Screen");
  await expect(banner.getByRole("button", { name: "Install" })).toHaveCount(0);
  await expectAccessible(page);

  await banner.getByRole("button", { name: "Maybe later" }).click();
  await expect(banner).toBeHidden();
  const stored = Number(await page.evaluate(() => window.localStorage.getItem("rewards.pwaLaterDate")));
  expect(Math.round((stored - start.getTime()) / 86_400_000)).toBe(30);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  await page.clock.setFixedTime(new Date(start.getTime() + 31 * 86_400_000));
  await page.reload();
  await expect(banner).toBeVisible();
  await context.close();
});

test("the offline page and the service worker are served", async ({ request }) => {
  const offline = await request.get("/offline");
  expect(offline.status()).toBe(200);
  expect(await offline.text()).toContain("offline");
  const worker = await request.get("/serwist/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
});
