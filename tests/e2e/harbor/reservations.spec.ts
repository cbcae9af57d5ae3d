import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { localIsoDate } from "@/shared/merchants/reservation-window";
import { expectAccessible, viewports } from "../support/axe";
import { signUpFreshMember, type FreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

// Each journey books with a member of its own (sign-in is rate-limited per account, and a
// booking's overlap rule would meet another run's table), a day ahead so no slot is too soon.

function tomorrow(): string {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

async function signInOnForm(page: Page, member: FreshMember) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Searches a party of `partySize` tomorrow around 19:00 on the merchant page; answers the slot grid. */
async function findTable(page: Page, partySize: number) {
  const form = page.getByTestId("reservation-form");
  await expect(form.getByRole("button", { name: "Find a table" })).toBeEnabled();
  await form.getByLabel("Date").fill(tomorrow());
  await form.getByLabel("Party size").selectOption(String(partySize));
  await form.getByRole("button", { name: "Find a table" }).click();
  const slots = page.getByTestId("reservation-slots");
  await expect(slots.getByRole("button").first()).toBeVisible({ timeout: 15_000 });
  return slots;
}

for (const viewport of viewports) {
  test(`a member searches, books a table, sees it in the account and changes it (${viewport.name})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL ?? "";
    const member = await signUpFreshMember(baseURL, {
      prefix: "resv-book",
      firstName: "Rowan",
      withCard: true,
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/login");
    await signInOnForm(page, member);
    await expect(page).toHaveURL(/\/account\/overview/);

    // Search for restaurants that take reservations and open the first.
    await page.goto("/search?location=New+York%2C+NY&reservations=true");
    const card = page.getByTestId("merchant-card").first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    // The server's first page is the anonymous one; the member's own answer replaces it at once.
    // Tap once that has happened, so the tap does not meet the swap.
    await expect(page.getByRole("link", { name: "Sign in to see offers" })).toHaveCount(0, {
      timeout: 20_000,
    });
    await page.waitForLoadState("networkidle");
    await card.locator('a[href^="/merchants/"]').first().click();
    await expect(page).toHaveURL(/\/merchants\//);
    const merchantPath = new URL(page.url()).pathname;
    const merchantName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

    const slots = await findTable(page, 2);
    const slotLabel = (await slots.getByRole("button").first().textContent())?.trim() ?? "";
    await slots.getByRole("button").first().click();
    const sheet = page.getByTestId("reservation-dialog");
    await expect(sheet.getByTestId("booking-summary")).toContainText(slotLabel);
    await expect(sheet.getByLabel(/First name/)).toHaveValue("Rowan");
    await expect(sheet.getByLabel(/Email/)).toHaveValue(member.email);
    await expect(sheet.getByTestId("booking-policy")).toContainText("50 bonus points");
    await sheet.getByLabel(/Phone/).fill("(312) 555-0142");
    await sheet.getByLabel(/Special requests/).fill("A quiet table, please");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`sheet-${viewport.name}.png`) });
    await sheet.getByRole("button", { name: "Book" }).click();

    const confirmation = sheet.getByTestId("booking-confirmation");
    await expect(confirmation).toBeVisible({ timeout: 20_000 });
    await expect(confirmation).toContainText(merchantName);
    await expect(confirmation).toContainText(slotLabel);
    await expect(confirmation).toContainText("2 people");
    await expect(confirmation).toContainText("50 bonus points");
    const confirmationNumber =
      (await confirmation.getByTestId("booking-confirmation-number").textContent())?.trim() ?? "";
    expect(confirmationNumber).not.toBe("");
    // The calendar file is the booking's own.
    const calendarHref = await confirmation
      .getByRole("link", { name: "Add to calendar" })
      .getAttribute("href");
    // Fetched by the page itself: the partner's host resolves in the browser only.
    const calendar = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { type: response.headers.get("content-type") ?? "", body: await response.text() };
    }, calendarHref ?? "");
    expect(calendar.type).toContain("text/calendar");
    expect(calendar.body).toContain(confirmationNumber);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`confirmation-${viewport.name}.png`) });

    // The account center lists it as upcoming.
    await confirmation.getByRole("link", { name: "See my reservations" }).click();
    await expect(page).toHaveURL(/\/account\/reservations$/);
    const upcoming = page.getByTestId("upcoming-reservations");
    const row = upcoming.getByTestId("reservation-row").filter({ hasText: confirmationNumber });
    await expect(row).toContainText(merchantName);
    await expect(row).toContainText("Earns 50 bonus points");
    await expect(
      page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Reservations" }),
    ).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`account-${viewport.name}.png`), fullPage: true });

    // Change it to a party of 3 at another open time.
    await row.getByRole("button", { name: "Change" }).click();
    const change = page.getByTestId("modify-reservation-dialog");
    await change.getByLabel("Party size").selectOption("3");
    await change.getByRole("button", { name: "Find new times" }).click();
    const newTimes = change.getByTestId("modify-slots");
    await expect(newTimes.getByRole("button").first()).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`change-${viewport.name}.png`) });
    const newLabel = (await newTimes.getByRole("button").last().textContent())?.trim() ?? "";
    await newTimes.getByRole("button").last().click();
    // A time only shows the change; it is made on the confirm, and said on screen.
    const review = change.getByTestId("reservation-change-review");
    await expect(review).toContainText("3 people");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`change-review-${viewport.name}.png`) });
    await review.getByRole("button", { name: "Confirm the change" }).click();
    const done = change.getByTestId("reservation-change-done");
    await expect(done.getByRole("status")).toHaveText("Your reservation is changed.", { timeout: 15_000 });
    await expect(done).toContainText(newLabel);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`change-done-${viewport.name}.png`) });
    await done.getByRole("button", { name: "Done" }).click();
    await expect(change).not.toBeVisible();
    const changed = upcoming.getByTestId("reservation-row").filter({ hasText: confirmationNumber });
    await expect(changed).toContainText("party of 3");
    await expect(changed).toContainText(newLabel);

    // The member dines there that day: the staging tools post the card transaction through the
    // signed ingestion, and the 50-point reservation bonus shows in Reviews & History.
    await page.context().setExtraHTTPHeaders({
      "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN,
      "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}`,
    });
    await page.goto("/stgtools");
    // Within its section: the card network's form has fields of the same names.
    const recordDine = page.getByRole("region", { name: "Record a dine" });
    await recordDine.getByLabel(/^Member email/).fill(member.email);
    await recordDine.getByLabel(/^Merchant id/).fill(merchantPath.split("/").pop() ?? "");
    await recordDine.getByLabel(/^Amount in dollars/).fill("60.00");
    await recordDine.getByLabel(/^Date/).fill(tomorrow());
    await recordDine.getByRole("button", { name: "Record the dine" }).click();
    await expect(page.getByTestId("record-dine-result")).toContainText("a reservation bonus of 50 points", {
      timeout: 20_000,
    });
    await page.goto("/account/recent_activity");
    const bonusRow = page.getByTestId("activity-row").filter({ hasText: "Reservation bonus" });
    await expect(bonusRow).toContainText("50 points", { timeout: 30_000 });
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`activity-bonus-${viewport.name}.png`),
      fullPage: true,
    });
    // The reservation is dined now: past, with its bonus on the way.
    await page.goto("/account/reservations");
    const dined = page
      .getByTestId("past-reservations")
      .getByTestId("reservation-row")
      .filter({ hasText: confirmationNumber });
    await expect(dined).toContainText("Dined");
    await expect(dined.getByTestId("reservation-bonus-state")).toHaveText("50 bonus points pending");
  });

  test(`a visitor picks a slot, signs in, comes back to it, books and cancels (${viewport.name})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseURL = testInfo.project.use.baseURL ?? "";
    // A member without a linked card: they may book too.
    const member = await signUpFreshMember(baseURL, { prefix: "resv-visitor", firstName: "Sasha" });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/search?location=New+York%2C+NY&reservations=true");
    const card = page.getByTestId("merchant-card").first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    // Tap once the page has settled after hydration, so the tap does not meet a re-render.
    await page.waitForLoadState("networkidle");
    await card.locator('a[href^="/merchants/"]').first().click();
    await expect(page).toHaveURL(/\/merchants\//);
    const merchantUrl = new URL(page.url()).pathname;

    const slots = await findTable(page, 4);
    const slotLabel = (await slots.getByRole("button").nth(1).textContent())?.trim() ?? "";
    await slots.getByRole("button").nth(1).click();
    const sheet = page.getByTestId("reservation-dialog");
    await expect(sheet).toContainText("Sign in to complete your reservation");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`visitor-sheet-${viewport.name}.png`) });
    await sheet.getByRole("link", { name: "Sign in to reserve" }).click();

    await signInOnForm(page, member);
    // Back on the same merchant, with the same slot chosen and the sheet open on it.
    await expect(page).toHaveURL(new RegExp(`${merchantUrl}$`), { timeout: 20_000 });
    await expect(sheet.getByTestId("booking-summary")).toContainText(slotLabel, { timeout: 20_000 });
    await expect(sheet.getByTestId("booking-summary")).toContainText("A table for 4");
    await expect(sheet.getByLabel(/First name/)).toHaveValue("Sasha");
    await sheet.getByLabel(/Phone/).fill("(312) 555-0177");
    await sheet.getByRole("button", { name: "Book" }).click();
    const confirmation = sheet.getByTestId("booking-confirmation");
    await expect(confirmation).toBeVisible({ timeout: 20_000 });
    const confirmationNumber =
      (await confirmation.getByTestId("booking-confirmation-number").textContent())?.trim() ?? "";

    await page.goto("/account/reservations");
    const row = page
      .getByTestId("upcoming-reservations")
      .getByTestId("reservation-row")
      .filter({ hasText: confirmationNumber });
    await row.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByTestId("cancel-reservation-dialog");
    await expect(confirm.getByRole("heading", { name: "Cancel this reservation?" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`cancel-${viewport.name}.png`) });
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(confirm).not.toBeVisible({ timeout: 15_000 });
    const past = page
      .getByTestId("past-reservations")
      .getByTestId("reservation-row")
      .filter({ hasText: confirmationNumber });
    await expect(past).toContainText("Cancelled");
    await expect(past.getByTestId("reservation-bonus-state")).toContainText("the reservation was cancelled");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`after-cancel-${viewport.name}.png`), fullPage: true });
  });
}

test("the reservation bonus terms come from the partner's copy", async ({ page }, testInfo) => {
  await page.goto("/earn/reservations");
  await expect(page.getByText("Earn 50 bonus points for every reservation you complete")).toBeVisible();
  await expect(page.getByText("One reservation bonus per restaurant per day.")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath(`earn-reservations.png`), fullPage: true });
});
