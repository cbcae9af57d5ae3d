import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expectAccessible, viewports } from "../support/axe";

const [phone, desktop] = viewports;
import { earningDay, merchantFromSitemap } from "../support/merchants";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

// The rewards engine end to end (decisions 0061, 0063, 0064, 0065): a member links a card, the
// card's network sends a clearing at a demo restaurant, the member sees it Processing with its
// amount and gets the email, the schedule turns it Awarded, the posting job posts it, the
// stand-in partner acknowledges, and it shows Paid. A refund then takes it back, and says why.

test.describe.configure({ timeout: 150_000 });

async function openActivity(page: Page) {
  await page.goto("/account/recent_activity");
  await expect(page.getByTestId("activity-row").first()).toBeVisible({ timeout: 30_000 });
}

// One pass, not one per width: "Settle due awards" and "Post awards now" act on every member's
// due awards, so a second pass beside it would settle and post this member's meal before this
// pass saw it Processing. The member's pages are read at 375 px and 1280 px, and axe checks
// every page at both widths.
test("a card network's clearing becomes points Paid, and its refund takes them back", async ({
  page,
  context,
  request,
}, testInfo) => {
  const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
    prefix: "engine-loop",
    firstName: "Nora",
    withCard: true,
    partnerNumber: String(randomInt(100_000_000, 999_999_999)),
    // Award mail goes to members who take the program's email (decision 0065); the join form's
    // box also starts them at tier 2, which earns 5 points a dollar at harbor.
    emailOptIn: true,
  });
  const merchant = await merchantFromSitemap(request);
  // Sign-in is limited per IP: each pass comes from an address of its own.
  await context.setExtraHTTPHeaders({
    "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN,
    "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}`,
  });
  const tools = await context.newPage();
  await tools.setViewportSize({ width: desktop.width, height: desktop.height });
  await page.setViewportSize({ width: phone.width, height: phone.height });

  // The network sends the meal: matched by the card's reference, awarded by the member's rate.
  await tools.goto("/stgtools");
  await expect(tools.getByRole("heading", { name: "Card network" })).toBeVisible();
  await tools.locator("#feed-email").fill(member.email);
  await tools.locator("#feed-merchant").fill(merchant.id);
  await tools.locator("#feed-amount").fill("80.00");
  await tools.locator("#feed-date").fill(earningDay(merchant, 9));
  await tools.getByRole("button", { name: "Send the clearing" }).click();
  await expect(tools.getByTestId("network-clearing-result")).toHaveText("Sent: 400 points, Pending.");
  await expectAccessible(tools);

  // The member is told by email within the minute, in the partner's words.
  // (Read on a page of its own: the tools' page keeps the clearing's "Refund this meal".)
  const mailbox = await context.newPage();
  await expect(async () => {
    await mailbox.goto("/stgtools");
    const mail = mailbox.getByTestId("mailbox").getByRole("listitem").filter({ hasText: member.email });
    await expect(mail.first()).toContainText("400 points", { timeout: 1_000 });
    await expect(mail.first()).toContainText(merchant.name, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await mailbox.close();

  // Reviews & History: the meal, its amount, still processing.
  await signInOnForm(page, member);
  await openActivity(page);
  const row = page.getByTestId("activity-row").filter({ hasText: merchant.name }).first();
  await expect(row.getByTestId("activity-reward")).toHaveText("400 points");
  await expect(row.getByTestId("activity-status")).toHaveText("Processing");
  await expect(row).toContainText("$80.00");

  // The schedule settles it, the posting job posts it, the stand-in partner accepts it.
  // Only this member's: another journey's meals stay as that journey left them.
  await tools.locator("#settle-email").fill(member.email);
  await tools.getByRole("button", { name: "Settle due awards" }).click();
  await expect(tools.getByTestId("settle-result")).toContainText(
    /^Settled [1-9]\d* pending awards? due by now\.$/,
  );
  await tools.getByRole("button", { name: "Post awards now" }).click();
  await expect(tools.getByTestId("post-awards-result")).toHaveText(
    /^Sent [1-9]\d* posting lines?; [1-9]\d* awards? now Paid\.$/,
  );
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  await openActivity(page);
  await expect(row.getByTestId("activity-status")).toHaveText(/^Paid /);
  await expectAccessible(page);

  // The restaurant refunds the meal: a negative adjustment that says why.
  await tools.getByRole("button", { name: "Refund this meal" }).click();
  await expect(tools.getByTestId("network-refund-result")).toHaveText("Refunded: -400 points taken back.");
  await openActivity(page);
  const taken = page.getByTestId("activity-row").filter({ hasText: "-400 points" }).first();
  await expect(taken.getByTestId("not-earned-reason")).toContainText("refunded");
  await expectAccessible(page);
});
