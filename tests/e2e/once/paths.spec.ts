import { expect, test } from "../support/test";

// Paths whose answer is the same on every partner's host: checked once, on harbor's. The branded
// not-found page itself is checked on every partner (every-partner/not-found.spec.ts).

test("a trailing slash redirects to the canonical path", async ({ request }) => {
  const response = await request.get("/how-it-works/", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/how-it-works");
});

test("paths are case-sensitive", async ({ request }) => {
  const response = await request.get("/API/CSRF");
  expect(response.status()).toBe(404);
});

test("an earn page the partner does not have is a 404", async ({ page }) => {
  const response = await page.goto("/earn/no-such-offer");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});
