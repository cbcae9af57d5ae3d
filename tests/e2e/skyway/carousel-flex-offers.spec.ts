import { expectAccessible, viewports } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test(`the discover carousels show a signed-in member's own offers at ${viewport.name}`, async ({
    page,
    context,
  }, testInfo) => {
    await signInAs(context, "demo@skyway.example", testInfo.project.use.baseURL ?? "");
    await page.setViewportSize(viewport);
    const offerReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/flex-offers/members/")) offerReads.push(request.url());
    });
    await page.goto("/discover");
    const block = page.getByTestId("merchant-search-block").first();
    await expect(block.getByTestId("merchant-card").first()).toBeVisible({ timeout: 30_000 });
    // About two merchants in three have an offer for a member: a carousel of 15 shows some.
    const offer = block.getByTestId("flex-offer").first();
    await expect(offer).toContainText(/^Your personal offer: Earn .+ on your next visit$/);
    expect(offerReads.length).toBeGreaterThan(0);
    await offer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`carousel-flex-${viewport.name}.png`) });
    await expectAccessible(page, { widths: "current" });
  });
}

test("a visitor's carousel cards ask for no offer", async ({ page }) => {
  const offerReads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/flex-offers/")) offerReads.push(request.url());
  });
  await page.goto("/discover");
  await expect(page.getByTestId("merchant-card").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("flex-offer")).toHaveCount(0);
  expect(offerReads).toEqual([]);
});
