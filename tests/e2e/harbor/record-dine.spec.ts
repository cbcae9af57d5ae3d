import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expectAccessible, viewports } from "../support/axe";
import { earningDay, merchantFromSitemap } from "../support/merchants";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

// The staging tools' "Record a dine" posts a card transaction through the signed ingestion
// (decision 0032): a fresh member with a linked card dines, and the award shows in Reviews & History.

test.describe.configure({ timeout: 120_000 });

/** The staging tools' "Record a dine" section (the card network's has fields of the same names). */
function recordDineSection(page: Page) {
  return page.getByRole("region", { name: "Record a dine" });
}

async function recordDine(
  page: Page,
  input: { email: string; merchantId: string; amount: string; date: string },
) {
  const form = recordDineSection(page);
  await form.getByLabel(/^Member email/).fill(input.email);
  await form.getByLabel(/^Merchant id/).fill(input.merchantId);
  await form.getByLabel(/^Amount in dollars/).fill(input.amount);
  await form.getByLabel(/^Date/).fill(input.date);
  await form.getByRole("button", { name: "Record the dine" }).click();
}

for (const viewport of viewports) {
  test(`staging tools record a dine that shows in Reviews & History (${viewport.name})`, async ({
    page,
    request,
  }, testInfo) => {
    const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
      prefix: "record-dine",
      firstName: "Dina",
      withCard: true,
    });
    const merchant = await merchantFromSitemap(request);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Sign-in is limited per IP: each pass comes from an address of its own.
    await page.context().setExtraHTTPHeaders({
      "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN,
      "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}`,
    });

    await page.goto("/stgtools");
    await expect(page.getByRole("heading", { name: "Record a dine" })).toBeVisible();
    await expectAccessible(page);

    // Bad input is said field by field, and nothing is recorded.
    await page.getByRole("button", { name: "Record the dine" }).click();
    await expect(page.getByTestId("record-dine-result")).toHaveText("Check the fields above.");
    await expect(recordDineSection(page).getByLabel(/^Member email/)).toHaveAttribute("aria-invalid", "true");

    // A recent meal: the member's rate (a new member earns 1 point per $1), still processing.
    await recordDine(page, {
      email: member.email,
      merchantId: merchant.id,
      amount: "80.00",
      date: earningDay(merchant, 1),
    });
    await expect(page.getByTestId("record-dine-result")).toHaveText("Recorded: 80 points, Pending.");
    // An older meal, which the posting schedule settles.
    await recordDine(page, {
      email: member.email,
      merchantId: merchant.id,
      amount: "25.50",
      date: earningDay(merchant, 9),
    });
    await expect(page.getByTestId("record-dine-result")).toHaveText("Recorded: 25 points, Pending.");
    // Only this member's: another journey's meals stay as that journey left them.
    await page.locator("#settle-email").fill(member.email);
    await page.getByRole("button", { name: "Settle due awards" }).click();
    await expect(page.getByTestId("settle-result")).toContainText(
      /^Settled [1-9]\d* pending awards? due by now\.$/,
    );
    await expectAccessible(page);

    await signInOnForm(page, member);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await page.goto("/account/recent_activity");
    const rows = page.getByTestId("activity-row");
    await expect(rows).toHaveCount(2, { timeout: 30_000 });
    const recent = rows.first();
    await expect(recent).toContainText(merchant.name);
    await expect(recent.getByTestId("activity-reward")).toHaveText("80 points");
    await expect(recent.getByTestId("activity-status")).toHaveText("Processing");
    await expect(recent).toContainText("$80.00");
    const settled = rows.nth(1);
    await expect(settled.getByTestId("activity-reward")).toHaveText("25 points");
    await expect(settled.getByTestId("activity-status")).toHaveCount(0);
    await expectAccessible(page);
  });
}
