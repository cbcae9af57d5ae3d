import type { Page } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { expectAccessible } from "../support/axe";
import { freshVisaNumber, resetLinkedCards } from "../support/member-cards";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// cards@harbor.example is this journey's own member: it links cards, deletes them one by one,
// closes the account and reopens it. Each test first puts the account back to two linked cards
// through the API, so a test never depends on another, or on a retry's half-finished attempt.
test.describe.configure({ mode: "serial" });

const account = "cards@harbor.example";
const password = demoAccounts.find((candidate) => candidate.email === account)?.password ?? "";

const describeCard = (card: { cardType: string; lastFour: string }) =>
  `${card.cardType} ending in ${card.lastFour}`;

/** Types a card no one has linked yet into the frame and ticks the terms; answers its last four. */
async function typeCard(page: Page): Promise<string> {
  const number = freshVisaNumber();
  await expect(page.getByTestId("card-entry")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const cardNumber = page.frameLocator('iframe[title="Secure card number entry"]').getByLabel("Card number");
  await cardNumber.pressSequentially(number);
  await cardNumber.blur();
  await page.getByLabel(/monitor the dining activity/).check();
  return number.slice(-4);
}

test("a member links a card and deletes one after confirming", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL ?? "";
  const [first, second] = await resetLinkedCards(baseURL, { email: account, password }, 2);
  if (!first || !second) throw new Error("The account was not given two cards");
  await signInAs(context, account, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/manage_cards");
  await expect(page).toHaveTitle("Linked cards | Harbor Hotels Dining");
  await expect(page.getByTestId("manage-cards-page")).toBeVisible();
  const list = page.getByRole("region", { name: "Your linked cards" });
  await expect(list.getByTestId("linked-card")).toHaveCount(2);
  await expect(list).toContainText(`Ending in ${first.lastFour}`);
  await expect(list).toContainText(`Ending in ${second.lastFour}`);
  await expect(
    page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Linked Cards" }),
  ).toHaveAttribute("aria-current", "page");

  const linkedLastFour = await typeCard(page);
  await expectAccessible(page);
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`manage-cards-${String(width)}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Link card" }).click();
  // One card linked reads in the singular.
  await expect(page.getByText("Your card is linked.")).toBeVisible({ timeout: 30_000 });
  await expect(list.getByTestId("linked-card")).toHaveCount(3);
  await expect(list).toContainText(`Ending in ${linkedLastFour}`);
  // The new card scrolls into view (the form that linked it is below the list).
  const newRow = list.getByTestId("linked-card").filter({ hasText: `Ending in ${linkedLastFour}` });
  await expect(newRow).toHaveAttribute("data-just-linked", "true");
  await expect(newRow).toBeInViewport();
  // The form starts afresh for the next card.
  await expect(page.getByRole("button", { name: "Link card" })).toBeDisabled();

  // Cancelling keeps the card.
  await list.getByRole("button", { name: `Delete ${describeCard(first)}` }).click();
  const dialog = page.getByTestId("delete-card-dialog");
  await expect(dialog.getByRole("heading", { name: "Delete this card?" })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath("delete-dialog-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).not.toBeVisible();
  await expect(list.getByTestId("linked-card")).toHaveCount(3);

  await list.getByRole("button", { name: `Delete ${describeCard(first)}` }).click();
  await dialog.getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByText(`Your card ending in ${first.lastFour} has been deleted.`)).toBeVisible();
  await expect(list.getByTestId("linked-card")).toHaveCount(2);
  await expect(list).not.toContainText(`Ending in ${first.lastFour}`);
});

test("deleting the last card closes the account; linking a card reopens it", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL ?? "";
  const [first, second] = await resetLinkedCards(baseURL, { email: account, password }, 2);
  if (!first || !second) throw new Error("The account was not given two cards");
  await signInAs(context, account, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/manage_cards");
  const list = page.getByRole("region", { name: "Your linked cards" });
  await expect(list.getByTestId("linked-card")).toHaveCount(2);

  await list.getByRole("button", { name: `Delete ${describeCard(second)}` }).click();
  await page.getByTestId("delete-card-dialog").getByRole("button", { name: "Delete card" }).click();
  await expect(list.getByTestId("linked-card")).toHaveCount(1);

  await list.getByRole("button", { name: `Delete ${describeCard(first)}` }).click();
  const closing = page.getByTestId("close-account-dialog");
  await expect(closing).toContainText("closes your Harbor Hotels Rewards dining account");
  await expectAccessible(page);
  await closing.getByRole("button", { name: "Delete and close account" }).click();
  // Signed out through /SignOut, which lands on the home page.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign in", exact: true }),
  ).toBeVisible();

  // Signing in again shows the Re-enroll screen on any account page.
  await signInAs(context, account, baseURL);
  await page.goto("/account/overview");
  const reEnroll = page.getByTestId("re-enroll");
  await expect(reEnroll.getByRole("heading", { level: 1, name: "Reopen your account" })).toBeVisible();
  await expect(reEnroll).toContainText("Your card was deleted");
  await expect(reEnroll.getByRole("link", { name: "Sign in later" })).toHaveAttribute("href", "/SignOut");
  await expect(page.getByRole("navigation", { name: "My account" })).toHaveCount(0);
  const reopeningLastFour = await typeCard(page);
  await expectAccessible(page);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`re-enroll-${String(width)}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await reEnroll.getByRole("button", { name: "Link card" }).click();
  await expect(page.getByText(`Your Visa ending in ${reopeningLastFour} has been linked.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/account\/overview$/);
  await expect(page.getByTestId("account-overview-page")).toBeVisible();
});

test("a 401 from the card list sends the member to sign in and back", async ({ page, context }, testInfo) => {
  await signInAs(context, account, testInfo.project.use.baseURL ?? "");
  await page.route("**/api/Member/Cards", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"error":"Sign in to continue"}' }),
  );
  await page.goto("/account/manage_cards");
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem("rewards.loginRedirect"))).toBe(
    "/account/manage_cards",
  );
});
