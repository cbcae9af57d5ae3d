import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { expectAccessible } from "../support/axe";
import { unlinkPartnerCards } from "../support/member-cards";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

const email = "demo@greenleaf.example";
const password = demoAccounts.find((account) => account.email === email)?.password ?? "";

test("a member links cards the program already has on file", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  // A linked preloaded card is no longer offered: unlinked first, so a retry (or a second pass)
  // finds the program's cards on offer again. The member's own card (1881) stays.
  await unlinkPartnerCards(baseURL ?? "", { email, password });
  await signInAs(context, email, baseURL ?? "");
  await page.goto("/add_card");
  const list = page.getByTestId("partner-cards");
  await expect(list.getByLabel("Visa ending in 0077")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("card-entry")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const submit = page.getByRole("button", { name: "Link card" });
  await expect(submit).toBeDisabled();

  await list.getByLabel("Visa ending in 0077").check();
  await list.getByLabel("Mastercard ending in 5454").check();
  await expect(submit).toBeDisabled();
  await page.getByLabel(/monitor the dining activity/).check();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);

  await submit.click();
  await expect(page).toHaveURL(/\/card_added$/, { timeout: 30_000 });
  const results = page.getByTestId("card-results");
  await expect(results).toContainText("ending in 0077");
  await expect(results).toContainText("ending in 5454");
});

test("the terms checkbox explains itself when unticked", async ({ page, context, baseURL }) => {
  await signInAs(context, email, baseURL ?? "");
  await page.goto("/add_card");
  const terms = page.getByLabel(/monitor the dining activity/);
  await terms.check();
  await terms.uncheck();
  await expect(page.locator("#add-card-terms-error")).toHaveText(
    "Linking a card and authorizing activity monitoring is required to complete and earn rewards.",
  );
});
