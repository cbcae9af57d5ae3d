import { expect, test } from "../support/test";

test("an editor previews draft copy without a deploy, and leaves preview", async ({ page }) => {
  expect((await page.goto("/earn/holiday-dining"))?.status()).toBe(404);

  await page.goto("/preview?path=/earn/holiday-dining");
  await expect(page).toHaveURL(/\/earn\/holiday-dining$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Triple points on holiday dinners");

  await page.goto("/preview?exit=1&path=/earn");
  expect((await page.goto("/earn/holiday-dining"))?.status()).toBe(404);
});

test("preview never redirects to another site", async ({ page }) => {
  await page.goto("/preview?path=//evil.example/x");
  expect(new URL(page.url()).hostname).toBe("harbor.localhost");
  await page.goto("/preview?exit=1");
});

// Browsers read "\" as "/" and drop tabs: both would take a leaving editor to another origin.
for (const path of ["/%5Cevil.example", "/%09/evil.example", "/%2F%2Fevil.example", "/\\evil.example"]) {
  test(`leaving preview with path=${path} stays on the site`, async ({ request }) => {
    const response = await request.get(`/preview?exit=1&path=${path}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/");
  });
}
