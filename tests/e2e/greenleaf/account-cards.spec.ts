import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// Read-only: the partner-cards journey links (and first unlinks) this member's preloaded cards 0077
// and 5454 through /add_card; this one only reads 1881 and ticks 8431 without linking it.
test("Linked Cards offers the program's preloaded cards beside the card frame", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAs(context, "demo@greenleaf.example", baseURL ?? "");
  await page.goto("/account/manage_cards");
  const list = page.getByRole("region", { name: "Your linked cards" });
  await expect(list).toContainText("Ending in 1881");
  const partnerCards = page.getByTestId("partner-cards");
  await expect(partnerCards.getByLabel("Amex ending in 8431")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("card-entry")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Link card" })).toBeDisabled();
  await partnerCards.getByLabel("Amex ending in 8431").check();
  await page.getByLabel(/monitor the dining activity/).check();
  await expect(page.getByRole("button", { name: "Link card" })).toBeEnabled();
  await expectAccessible(page);
});
