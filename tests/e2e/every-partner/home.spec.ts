import { expect, test } from "../support/test";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";

for (const viewport of viewports) {
  test(`home shows the partner's own name and currency at ${viewport.name}`, async ({ page }, testInfo) => {
    const { config } = partnerOf(testInfo);
    await page.setViewportSize(viewport);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(page.getByTestId("partner-name").first()).toContainText(config.name);
    await expect(page.getByTestId("partner-currency").first()).toContainText(config.currencyName.other, {
      ignoreCase: true,
    });
    // No other partner's brand leaks into this one's page.
    for (const other of ["Harbor Hotels", "Skyway", "Greenleaf", "Roadtrip"]) {
      if (!config.name.includes(other)) await expect(page.locator("body")).not.toContainText(other);
    }
    // The skip link reaches the main landmark.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    await expectAccessible(page, { widths: "current" });
  });
}

test("brand colours come from the partner config", async ({ page }, testInfo) => {
  const { effective } = partnerOf(testInfo);
  await page.goto("/");
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim(),
  );
  expect(primary.toLowerCase()).toBe(effective.theme.primary.toLowerCase());
});

test("manifest and favicon are the partner's own", async ({ request }, testInfo) => {
  const { config } = partnerOf(testInfo);
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; theme_color: string };
  expect(body.name).toBe(config.name);
  expect(body.theme_color.toLowerCase()).toBe(config.theme.primary.toLowerCase());
});
