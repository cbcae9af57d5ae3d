import { expectAccessible } from "../support/axe";
import { freshEmail } from "../support/fresh-member";
import { expect, test } from "../support/test";

test("a program member signs in through the local identity provider and signs out", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await page.getByRole("link", { name: /Sign in with Skyway FlyerClub/ }).click();

  // The program's own sign-in (the embedded provider stands in for it locally).
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/interaction\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Skyway FlyerClub");
  await page.getByRole("button", { name: /Continue as Sky Tanaka/ }).click();

  // Back from the provider to the account overview, never the marketing home.
  await expect(page).toHaveURL(/^http:\/\/skyway\.localhost:\d+\/account\/overview$/);
  const greeting = page.getByTestId("site-header").getByRole("button", { name: /Hi, Sky/ });
  await expect(greeting).toBeVisible();
  await expectAccessible(page);

  await greeting.click();
  await page.getByTestId("member-dropdown").getByRole("link", { name: "Sign out" }).click();
  await expect(page.getByTestId("site-header").getByRole("button", { name: /Hi, Sky/ })).toHaveCount(0);
});

test("someone new joins the program at the provider and arrives as a non-card member", async ({ page }) => {
  await page.goto("/Login?join=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Skyway FlyerClub");
  await page.getByLabel("First name").fill("Ari");
  await page.getByLabel("Last name").fill("Moss");
  // Someone new each attempt: the provider knows a joined address for the rest of the run.
  await page.getByLabel("Email").fill(freshEmail("ari.moss"));
  await page.getByRole("button", { name: "Join and continue" }).click();

  // Joining goes on to enrollment's next step, linking a card; the enrollment page offers sign-out.
  await expect(page).toHaveURL(/^http:\/\/skyway\.localhost:\d+\/add_card$/);
  const links = page.getByTestId("auth-links");
  await expect(links.getByRole("link", { name: "Sign out" })).toBeVisible();
  await expect(page.getByTestId("member-dropdown")).toHaveCount(0);
  await expectAccessible(page);

  // /join no longer invites a program member to "Join with your … account": it moves them on.
  await page.goto("/join");
  await expect(page).toHaveURL(/\/add_card$/);
  await expect(page.getByText(/Join with your/)).toHaveCount(0);

  // Elsewhere a non-card member is offered to join the dining program and to sign out (no member menu).
  await page.goto("/search");
  await expect(links.getByRole("link", { name: "Sign out" })).toBeVisible();
  await expect(page.getByTestId("member-dropdown")).toHaveCount(0);
});
