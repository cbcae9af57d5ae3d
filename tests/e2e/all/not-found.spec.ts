import { expect, test } from "../support/test";
import { expectAccessible, viewports } from "../support/axe";
import { partnerOf } from "../support/partner";

for (const viewport of viewports) {
  test(`an unknown path answers 404 with the branded not-found page at ${viewport.name}`, async ({
    page,
  }, testInfo) => {
    const { config } = partnerOf(testInfo);
    await page.setViewportSize(viewport);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/");
    await expect(page.getByTestId("partner-name").first()).toContainText(config.name);
    await expectAccessible(page, { widths: "current" });
  });
}

test("the /not_found route itself answers 404", async ({ page }) => {
  const response = await page.goto("/not_found");
  expect(response?.status()).toBe(404);
});

test("paths are case-sensitive", async ({ request }) => {
  const response = await request.get("/API/CSRF");
  expect(response.status()).toBe(404);
});
