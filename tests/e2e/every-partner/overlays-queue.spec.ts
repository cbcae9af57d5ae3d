import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { sitemapMerchantPath } from "../support/merchants";
import { expect, test } from "../support/test";

// A first-time visitor's browser: nothing dismissed, nothing stored.
test.use({ overlays: "live" });

/** Everything of the one overlay queue (components/overlays/overlay-queue.tsx), by test id. */
const overlayIds = [
  "update-required",
  "general-popup",
  "sso-modal",
  "announcement-modal",
  "survey-widget",
  "install-banner",
];

async function overlaysShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const id of overlayIds) if (await page.getByTestId(id).isVisible()) shown.push(id);
  return shown;
}

/**
 * Watches the page for a while (the member loads, delayed overlays have their chance) and
 * answers the most overlays seen at one moment, with their names.
 */
async function mostOverlaysAtOnce(page: Page, forMs = 2_500): Promise<string[]> {
  let most: string[] = [];
  for (const end = Date.now() + forMs; Date.now() < end;) {
    const shown = await overlaysShown(page);
    if (shown.length > most.length) most = shown;
    await page.waitForTimeout(100);
  }
  return most;
}

test("a first visit gets one overlay at a time, the next only once the first is closed", async ({
  page,
  request,
}) => {
  // A merchant page: where every partner's survey is allowed, beside its popups.
  await page.goto(await sitemapMerchantPath(request));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (let closed = 0; ; closed += 1) {
    const seen = await mostOverlaysAtOnce(page);
    expect(seen.length, `overlays at once: ${seen.join(", ")}`).toBeLessThanOrEqual(1);
    const [current] = seen;
    if (!current || current === "survey-widget" || current === "install-banner") break;
    expect(closed, "the queue ends").toBeLessThan(overlayIds.length);
    await page.getByTestId(current).getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId(current)).toBeHidden();
  }
});

for (const path of [
  "/add_card",
  "/card_added",
  "/join",
  "/login",
  "/recover",
  "/earn/terms",
  "/earn/privacy",
  "/not_found",
  "/no-such-page-here",
  "/error",
]) {
  test(`nothing opens on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await mostOverlaysAtOnce(page)).toEqual([]);
  });
}

test("the survey bar sits in the page's flow after the content, above the footer: it moves and covers nothing", async ({
  page,
  request,
}) => {
  // Only the survey is under test here.
  await page.addInitScript(() => {
    window.localStorage.setItem("rewards.announcementDismissedUntil", String(Date.now() + 86_400_000));
    window.localStorage.setItem("rewards.ssoModalDismissedAt", new Date().toISOString());
    window.localStorage.setItem("rewards.generalPopupType", "cash-back-launch");
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // A new visit each time: a phone meets one promotion per visit.
    await page
      .evaluate(() => {
        window.sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.goto(await sitemapMerchantPath(request));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const before = await heading.boundingBox();
    const widget = page.getByTestId("survey-widget");
    await expect(widget).toBeAttached();
    const after = await heading.boundingBox();
    expect(after?.y, `the heading stays put at ${String(width)} px`).toBe(before?.y);
    const bar = await widget.boundingBox();
    const main = await page.locator("main").boundingBox();
    const footer = await page.getByTestId("site-footer").boundingBox();
    if (!bar || !main || !footer) throw new Error("the bar, the main content and the footer are laid out");
    expect(bar.y, `at ${String(width)} px`).toBeGreaterThanOrEqual(main.y + main.height - 1);
    expect(bar.y + bar.height, `at ${String(width)} px`).toBeLessThanOrEqual(footer.y + 1);
  }
  const widget = page.getByTestId("survey-widget");
  await widget.scrollIntoViewIfNeeded();
  await widget.getByRole("button", { name: "Tell us how we're doing" }).click();
  await expect(widget.getByRole("link", { name: /Open the survey/ })).toBeVisible();
  await expectAccessible(page);
});
