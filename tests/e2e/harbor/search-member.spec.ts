import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });
// Real searches, favourites round trips and axe at two widths: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a member sees their earn rate and keeps favourites on the server", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/search?location=Chicago%2C+IL&sortBy=name");
  await expect(page.getByTestId("results-status")).toHaveText(/near Chicago, IL/, { timeout: 20_000 });
  // Tier 2 earns 5 points per $1 wherever the merchant has its campaign code.
  await expect(page.getByTestId("earn-rate").first()).toHaveText("Earn 5 points per $1");
  await expect(page.getByRole("link", { name: "Sign in to see offers" })).toHaveCount(0);

  const card = page.getByTestId("merchant-card").first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  const heart = card.getByRole("button", { name: `Favorite ${name}` });
  const initiallyFavourite = (await heart.getAttribute("aria-pressed")) === "true";
  if (initiallyFavourite) {
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  }
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // Kept on the server: the favourites filter lists it after a reload.
  await page.reload();
  await page.getByTestId("favorites-filter").click();
  await expect(page).toHaveURL(/favorites=true/);
  await expect(page.getByTestId("favorites-filter")).toHaveAttribute("aria-pressed", "true");
  const favourite = page.getByTestId("merchant-card").filter({ hasText: name });
  await expect(favourite).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page);

  // Removing it there takes it off the favourites list.
  await favourite.getByRole("button", { name: `Favorite ${name}` }).click();
  await expect(page.getByTestId("merchant-card").filter({ hasText: name })).toHaveCount(0, {
    timeout: 20_000,
  });
});

test("a member below the earning tier is invited to unlock an acclaimed restaurant", async ({
  page,
  context,
}, testInfo) => {
  // The opted-out member: nothing else changes their tier (activation changes new@'s or new2@'s).
  await signInAs(context, "optout@harbor.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/search?location=Chicago%2C+IL&acclaimed=true");
  await expect(page.getByTestId("results-status")).toHaveText(/near Chicago, IL/, { timeout: 20_000 });
  const card = page.getByTestId("merchant-card").first();
  await expect(card.getByTestId("acclaimed-badge")).toBeVisible();
  await card.getByRole("button", { name: /Unlock access to earn/ }).click();
  // Every card holds its own (closed) dialog; the open one is the one asked for.
  const modal = page.locator("[data-testid=tier-unlock-modal][open]");
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("heading")).toHaveText(
    /Opt in to emails to earn here|Reach VIP status to earn here/,
  );
  await expect(modal.getByRole("link", { name: /Opt in to emails|See your VIP progress/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});
