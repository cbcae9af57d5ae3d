import type { Page } from "@playwright/test";
import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Recent activity on the cash-back partner (account-center §2): the rewards summary of the last
// 12 months, the balance bar toward the $20 statement credit, statement credits among the meals,
// and the disclaimer. demo@ is only read here.

async function fromApi<T>(page: Page, path: string): Promise<T> {
  // Asked from the page itself: the browser sends the member's cookies to the partner's host.
  return page.evaluate(
    async (url) => (await fetch(url, { credentials: "same-origin" })).json() as Promise<T>,
    path,
  );
}

const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

test("the rewards summary and balance bar match the member's figures", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(context, "demo@greenleaf.example", testInfo.project.use.baseURL ?? "");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/recent_activity");
  const summary = page.getByTestId("rewards-summary");
  await expect(summary).toContainText("Last 12 months", { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Recent activity" })).toBeVisible();

  const dine = await fromApi<{ currentYearBenefits: number; currentYearDines: number }>(
    page,
    "/api/Member/DineSummary",
  );
  const { memberBalance } = await fromApi<{ memberBalance: number }>(
    page,
    "/api/Member/StatementCreditBalance",
  );
  await expect(summary.getByText(dollars(dine.currentYearBenefits), { exact: true })).toBeVisible();
  await expect(summary.getByText(String(dine.currentYearDines), { exact: true })).toBeVisible();
  await expect(summary).toContainText(`Current balance${dollars(memberBalance)}`);
  await expect(summary).toContainText("Paid out at$20.00");

  const bar = page.getByRole("progressbar", { name: "Balance toward your next statement credit" });
  await expect(bar).toHaveAttribute("aria-valuemax", "20");
  await expect(bar).toHaveAttribute("aria-valuenow", String(memberBalance / 100));
  await expect(page.getByTestId("rewards-balance-text")).toContainText(`${dollars(memberBalance)} of $20.00`);

  await expect(page.getByTestId("activity-disclaimer")).toContainText("statement credit");
  // The spec's own wording where this partner's copy names none.
  await expect(page.getByTestId("activity-row").first().getByTestId("activity-status")).toHaveText(
    "Pending Review",
  );
  await expect(page.getByTestId("activity-row").first().getByTestId("activity-reward")).toHaveText(
    /^\$\d+\.\d{2} cash back$/,
  );
  await expectAccessible(page);
});

test("statement credits are listed among the meals, and pages move focus to the banner", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(context, "demo@greenleaf.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account/recent_activity");
  await expect(page.getByTestId("activity-row").first()).toBeVisible({ timeout: 30_000 });
  const range = page.getByTestId("activity-range");
  // The demo history is the engine's (decision 0070): as many pages as the day brings.
  await expect(range).toHaveText(/page 1 of \d+$/);
  const pages = Number(/of (\d+)$/.exec((await range.textContent()) ?? "")?.[1] ?? "1");
  expect(pages).toBeGreaterThan(1);

  // The credits sit among the meals by date, on any page.
  const checkCredits = async () => {
    const rows = page.getByTestId("credit-row");
    const count = await rows.count();
    for (const credit of await rows.all()) {
      await expect(credit).toContainText("Statement credit");
      // The spec's delivery method, brand and redemption status, in words (never "completed").
      await expect(credit).toContainText("Paid to your card by Visa · Visa ending in 1881");
      await expect(credit).toContainText(/\b(Paid|On its way)$/);
      await expect(credit).toContainText(/\$\d+\.\d{2}/);
    }
    return count;
  };
  let credits = await checkCredits();
  for (let pageNo = 2; pageNo <= pages; pageNo += 1) {
    await page.getByRole("button", { name: `Page ${String(pageNo)}` }).click();
    await expect(page.getByTestId("missing-rewards-banner")).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?page=${String(pageNo)}$`));
    await expect(range).toContainText(`page ${String(pageNo)} of ${String(pages)}`);
    credits += await checkCredits();
  }
  expect(credits).toBeGreaterThan(0);
  await expect(page.getByTestId("missing-rewards-banner")).toContainText("help@greenleaf.example");

  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`greenleaf-activity-p2-${String(width)}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page);
});
