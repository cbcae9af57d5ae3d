import { expectAccessible } from "../support/axe";
import { expect, requestForHost, test } from "../support/test";

// The proxy sends a visitor without a session away from account pages before anything renders,
// and the sign-in brings them back to the page they asked for.
test("an account page without a session goes to sign-in and comes back after it", async ({
  page,
  request,
}) => {
  const answer = await request.get("/account/overview?from=mail", { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toMatch(/\/login\?returnUrl=%2Faccount%2Foverview%3Ffrom%3Dmail$/);

  await page.goto("/account/overview");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Foverview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Email/).fill("demo@harbor.example");
  await page.getByLabel(/^Password/).fill("Harbor-demo-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/overview$/);
  await expect(page.getByTestId("site-header").getByRole("button", { name: /Hi, Dana/ })).toBeVisible();
});

test("an SSO partner's account page without a session goes to the provider's sign-in", async ({
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "http://localhost:3100").port;
  const skyway = await requestForHost(playwright, port, `skyway.localhost:${port}`);
  const answer = await skyway.get("/account/manage_cards", { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toMatch(/\/Login\?returnTo=%2Faccount%2Fmanage_cards$/);
  await skyway.dispose();
});
