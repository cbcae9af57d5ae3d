import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
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

/** An iPhone at 375 px whose only overlay is the install banner (the popups and survey seen). */
async function iphoneWithBanner(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    userAgent: iphoneSafari,
    hasTouch: true,
    viewport: { width: 375, height: 812 },
  });
  await context.addInitScript((keys) => {
    window.localStorage.setItem(keys.announcementDismissedUntil, String(Date.now() + 365 * 86_400_000));
    window.localStorage.setItem(keys.ssoModalDismissedAt, new Date().toISOString());
    window.localStorage.setItem(keys.surveyLastSeen, String(Date.now()));
  }, storedValueKeys);
  return context.newPage();
}

/**
 * Whether nothing covers `target`: the element at the middle of each of its boxes (a link that
 * wraps has one per line) is `target` itself or inside it.
 */
async function isUncovered(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) =>
    [...element.getClientRects()].every((box) => {
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (element === top || element.contains(top));
    }),
  );
}

test("the install banner never covers the page: the footer's last link shows above it at the end", async ({
  browser,
}, testInfo) => {
  const page = await iphoneWithBanner(browser, testInfo);
  await page.goto("/earn");
  const banner = page.getByTestId("install-banner");
  await expect(banner).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const footer = page.getByTestId("site-footer");
  const lastLink = footer.getByRole("link").last();
  expect(await isUncovered(lastLink), "the footer's last link is not under the banner").toBe(true);
  const footerBox = await footer.boundingBox();
  const bannerBox = await banner.boundingBox();
  if (!footerBox || !bannerBox) throw new Error("footer or banner not laid out");
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(bannerBox.y + 0.5);
  await page.context().close();
});

test("the install banner stays out of the filters sheet's way", async ({ browser }, testInfo) => {
  const page = await iphoneWithBanner(browser, testInfo);
  await page.goto("/search?location=Chicago%2C%20IL");
  await expect(page.getByTestId("install-banner")).toBeVisible();
  await page.getByTestId("open-filters").click();
  const apply = page.getByTestId("filters-panel").getByTestId("filters-apply");
  await expect(apply).toBeVisible();
  expect(await isUncovered(apply), "the sheet's apply button is not under the banner").toBe(true);
  await page.context().close();
});
