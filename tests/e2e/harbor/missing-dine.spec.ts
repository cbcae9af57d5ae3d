import { randomInt } from "node:crypto";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expectAccessible, viewports } from "../support/axe";
import { merchantFromSitemap } from "../support/merchants";
import { signInOnForm, signUpFreshMember } from "../support/fresh-member";
import { expect, test } from "../support/test";

// Reviews & History's "Report a missing dine" (decision 0069): a fresh member with a linked
// card reports a meal the card network never sent. The engine finds no unmatched message for the
// card, keeps a claim and answers its reference, which support then sees in the staging tools.
// (A report the engine finds and awards needs a network message for the card's reference, which
// only the API tests can make: tests/api/missing-dines.test.ts.)

test.describe.configure({ timeout: 120_000 });

const dayMs = 86_400_000;
/** A UTC calendar day `back` days before today ("YYYY-MM-DD"). */
const daysAgo = (back: number) => new Date(Date.now() - back * dayMs).toISOString().slice(0, 10);

for (const viewport of viewports) {
  test(`a missing dine reported in Reviews & History becomes a claim support can see (${viewport.name})`, async ({
    page,
    request,
  }, testInfo) => {
    const member = await signUpFreshMember(testInfo.project.use.baseURL ?? "", {
      prefix: "missing-dine",
      firstName: "Mona",
      withCard: true,
    });
    const merchant = await merchantFromSitemap(request);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Sign-in and reports are limited per IP: each pass comes from an address of its own.
    await page.context().setExtraHTTPHeaders({
      "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN,
      "x-forwarded-for": `203.0.113.${String(randomInt(1, 255))}`,
    });

    await signInOnForm(page, member);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await page.goto("/account/recent_activity");
    await page.getByRole("button", { name: "Report a missing dine" }).click();
    const dialog = page.getByRole("dialog", { name: "Report a missing dine" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, { widths: "current" });

    // Nothing filled in: each field says what it needs, and the first takes focus.
    await dialog.getByRole("button", { name: "Report the missing dine" }).click();
    await expect(dialog.getByTestId("missing-dine-error")).toHaveText("Check the fields above.");
    await expect(dialog.getByLabel(/^Date of the meal/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(/^Date of the meal/)).toBeFocused();
    await expect(dialog.getByText("Choose the card you paid with")).toBeVisible();

    // A meal too recent: its reward may still come, and the form says from when to report it.
    await dialog.getByLabel(/^Date of the meal/).fill(daysAgo(3));
    await dialog.getByRole("button", { name: "Report the missing dine" }).click();
    await expect(
      dialog.getByText(/^Rewards can take up to 10 days to appear: report this meal after /),
    ).toBeVisible();
    await expectAccessible(page, { widths: "current" });

    await dialog.getByLabel(/^Date of the meal/).fill(daysAgo(14));
    await dialog.getByLabel("Search restaurants by name").fill(merchant.name);
    const restaurant = dialog.getByLabel(/^Restaurant/);
    await expect(restaurant.locator(`option[value="${merchant.id}"]`)).toHaveCount(1, { timeout: 15_000 });
    await restaurant.selectOption(merchant.id);
    await dialog.getByLabel(/^Amount of the bill/).fill("64.50");
    const card = dialog.getByLabel(/^Card you paid with/);
    await expect(card.locator("option")).toHaveCount(2);
    await card.selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Report the missing dine" }).click();

    const result = dialog.getByTestId("missing-dine-result");
    await expect(result).toHaveText(
      /^We couldn't find it yet\. Your reference is MD-[2-9A-HJKMNP-Z]{6}; support will look into it\.$/,
    );
    const reference = /MD-[2-9A-HJKMNP-Z]{6}/.exec((await result.textContent()) ?? "")?.[0] ?? "";
    await expectAccessible(page, { widths: "current" });

    // The same report again answers the same reference: no second claim.
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Report a missing dine" }).click();
    await dialog.getByLabel(/^Date of the meal/).fill(daysAgo(14));
    await dialog.getByLabel("Search restaurants by name").fill(merchant.name);
    await expect(restaurant.locator(`option[value="${merchant.id}"]`)).toHaveCount(1, { timeout: 15_000 });
    await restaurant.selectOption(merchant.id);
    await dialog.getByLabel(/^Amount of the bill/).fill("64.50");
    await expect(card.locator("option")).toHaveCount(2);
    await card.selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Report the missing dine" }).click();
    await expect(result).toContainText(`Your reference is ${reference};`);

    // Support sees the open claim, once, with the member and the restaurant.
    await page.goto("/stgtools");
    await expect(page.getByRole("heading", { name: "Missing-dine claims" })).toBeVisible();
    const row = page.getByTestId("missing-dine-claims").getByRole("row", { name: new RegExp(reference) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.email);
    await expect(row).toContainText(merchant.name);
    await expect(row).toContainText("$64.50");
    await expect(row).toContainText(daysAgo(14));
    await expectAccessible(page, { widths: "current" });
  });
}
