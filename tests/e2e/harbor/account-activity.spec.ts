import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Recent activity ("Reviews & History", account-center §2, §4) as demo@ (read-only here) and
// new@, a member who has not dined yet. The seed makes 14 meals: the newest pending and open
// for a review, the next still pending after 10 days, posted points and meals that earned nothing.

async function open(page: Page, path = "/account/recent_activity") {
  await page.goto(path);
  await expect(page.getByTestId("activity-row").first()).toBeVisible({ timeout: 30_000 });
}

/**
 * The range line of page `pageNo` ("11–20 of 44, page 2 of 5"), checked for its form, with the
 * totals it gives: the engine-made demo history (decision 0070) has as many meals as the day brings.
 */
async function rangeOf(page: Page, pageNo: number) {
  const range = page.getByTestId("activity-range");
  const first = (pageNo - 1) * 10 + 1;
  await expect(range).toHaveText(
    new RegExp(`^${String(first)}–\\d+ of \\d+, page ${String(pageNo)} of \\d+$`),
  );
  const text = (await range.textContent()) ?? "";
  const [, last = "0", total = "0", pages = "0"] = /^\d+–(\d+) of (\d+), page \d+ of (\d+)$/.exec(text) ?? [];
  expect(Number(last)).toBe(Math.min(first + 9, Number(total)));
  return { text, total: Number(total), pages: Number(pages) };
}

/** The page never scrolls sideways (320 px is the narrowest width the product supports). */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
}

test("the activity list shows each meal's reward, status and why it earned nothing", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await expect(page).toHaveTitle("Reviews & history | Harbor Hotels Dining");
  await expect(page.getByRole("region", { name: "Recent activity" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "My account" });
  await expect(nav.getByRole("link", { name: "Reviews & History" })).toHaveAttribute("aria-current", "page");
  // The page's heading says what its tab says.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews & History");

  const rows = page.getByTestId("activity-row");
  await expect(rows).toHaveCount(10);
  // The demo history is the engine's (decision 0070): how many meals depends on the day.
  const { pages } = await rangeOf(page, 1);

  // The newest meal: pending with the partner's wording, a reward in points, a link to the
  // restaurant, the card, and the review button with the survey's parameters.
  const newest = rows.first();
  await expect(newest.getByTestId("activity-status")).toHaveText("Processing");
  await expect(newest.getByTestId("activity-status-help")).toContainText("confirming this meal");
  await expect(newest.getByTestId("activity-reward")).toHaveText(/^\d[\d,]* points?$/);
  await expect(newest).toContainText(/Card ending in (4242|4444)/);
  await expect(newest.getByTestId("missing-reward-hint")).toContainText("Usually posts within 10 days");
  const merchantLink = newest.getByRole("link").first();
  await expect(merchantLink).toHaveAttribute("href", /^\/merchants\/[^/]+$/);
  const review = newest.getByTestId("review-link");
  await expect(review).toHaveAttribute("target", "_blank");
  const survey = new URL((await review.getAttribute("href")) ?? "");
  expect(survey.origin + survey.pathname).toBe("https://form.typeform.com/to/HHDsurvey");
  const fields = new URLSearchParams(survey.hash.slice(1));
  // The member's family id (account-center §3), not their public id.
  expect(fields.get("familyid")).toBe("harbor-demo-member-family");
  expect(fields.get("name")).toBe("Dana Rivera");
  expect(fields.get("merchant")).toBe(await merchantLink.textContent());
  expect(fields.get("date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(fields.get("transaction")).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByTestId("missing-rewards-banner")).toContainText("dining@harborhotels.example");

  // Across every page: posted points show their date, meals that earned nothing say why, and
  // reviews show the restaurant's response.
  const seen = { paid: 0, notEarned: 0, responses: 0 };
  for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
    if (pageNo > 1) await page.getByRole("button", { name: `Page ${String(pageNo)}` }).click();
    await expect(page.getByTestId("activity-range")).toContainText(
      `page ${String(pageNo)} of ${String(pages)}`,
    );
    for (const row of await rows.all()) {
      const status = await row.getAttribute("data-status");
      if (status === "Paid") {
        await expect(row.getByTestId("activity-status")).toHaveText(/^Paid [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
        seen.paid += 1;
      }
      if (status === "Forfeit" || status === "Deferred") {
        await expect(row.getByTestId("activity-status")).toHaveText("Not earned");
        // A meal that earned nothing is never said to be on its way.
        await expect(row).not.toContainText(/two weeks|may take/);
        await expect(row.getByTestId("not-earned-reason")).not.toBeEmpty();
        await expect(row.getByTestId("activity-reward")).toHaveText("0 points");
        seen.notEarned += 1;
      }
      if (status === "Awarded") await expect(row.getByTestId("activity-status")).toHaveCount(0);
      // The engine settles on its schedule: nothing older than the promised 10 days is still
      // processing.
      if (status === "Pending") {
        const dined = new Date((await row.locator("time").getAttribute("datetime")) ?? "");
        expect(Date.now() - dined.getTime()).toBeLessThan(16 * 86_400_000);
      }
    }
    seen.responses += await page.getByTestId("management-response").count();
  }
  expect(seen.paid).toBeGreaterThan(0);
  expect(seen.notEarned).toBeGreaterThan(0);
  expect(seen.responses).toBeGreaterThan(0);
});

test("changing page moves focus to the missing-rewards banner, and the page survives reload and Back", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await open(page);
  const pagination = page.getByRole("navigation", { name: "Activity pages" });
  await expect(pagination.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await pagination.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/account\/recent_activity\?page=2$/);
  await expect(page.getByTestId("missing-rewards-banner")).toBeFocused();
  const second = await rangeOf(page, 2);
  await expect(page.getByTestId("activity-row")).toHaveCount(Math.min(10, second.total - 10));

  await page.reload();
  await expect(page.getByTestId("activity-range")).toHaveText(second.text, { timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/recent_activity$/);
  await rangeOf(page, 1);

  // With the keyboard too.
  await pagination.getByRole("button", { name: "Page 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("missing-rewards-banner")).toBeFocused();
  await expect(page).toHaveURL(/\?page=2$/);
});

test("the page reads well and passes axe from 320 px to desktop", async ({ page, context }, testInfo) => {
  // axe at two widths and four full-page screenshots: slow on a busy machine.
  test.setTimeout(90_000);
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page);
  await expectAccessible(page);
  // 661 is where rows turn from cards into columns.
  for (const width of [320, 375, 661, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: testInfo.outputPath(`harbor-activity-${String(width)}.png`),
      fullPage: true,
    });
    // A phone screen's worth at the list, as a member sees it.
    await page.getByTestId("activity-row").nth(2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`harbor-activity-${String(width)}-rows.png`) });
  }
});

test("a member who has not dined sees the empty state with a way to search", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "new@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account/recent_activity");
  const empty = page.getByTestId("activity-empty");
  await expect(empty).toBeVisible({ timeout: 30_000 });
  await expect(empty.getByRole("heading", { name: "No activity yet" })).toBeVisible();
  await expect(page.getByTestId("activity-pagination")).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("harbor-activity-empty-375.png"), fullPage: true });
  await empty.getByRole("link", { name: "Find restaurants" }).click();
  await expect(page).toHaveURL(/\/search/);
});

test("a failed activity call shows the error state; a 401 sends the member to sign in", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  const activityCall = (url: URL) => url.pathname === "/api/Member/Transactions";
  await page.route(activityCall, (route) => route.fulfill({ status: 500, json: { error: "down" } }));
  await page.goto("/account/recent_activity");
  await expect(page.getByRole("alert").filter({ hasText: "We could not load your activity" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByTestId("activity-empty").getByRole("link", { name: "Find restaurants" }),
  ).toHaveAttribute("href", "/search");

  await page.unroute(activityCall);
  await page.route(activityCall, (route) =>
    route.fulfill({ status: 401, json: { error: "Sign in to continue" } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
});

test("an anonymous visitor is sent to sign in, with the page to come back to", async ({ page }) => {
  await page.goto("/account/recent_activity");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Frecent_activity$/);
});
