import { expect, test } from "../support/test";

// A password manager or the browser fills saved credentials while the page is still loading,
// before React has hydrated the form: the values must count when the member presses Sign in.
test("credentials the browser fills in before the page has loaded sign the member in", async ({ page }) => {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const email = document.querySelector<HTMLInputElement>("#login-email");
      const password = document.querySelector<HTMLInputElement>("#login-password");
      if (!email || !password) return;
      observer.disconnect();
      email.value = "demo@harbor.example";
      password.value = "Harbor-demo-2026";
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto("/login");
  await expect(page.getByLabel(/^Email/)).toHaveValue("demo@harbor.example");
  await page.getByRole("button", { name: "Sign in" }).click();
  // Nothing to return to: the account overview, never the marketing home.
  await expect(page).toHaveURL(/\/account\/overview$/, { timeout: 30_000 });
  await expect(page.getByTestId("site-header").getByRole("button", { name: /Hi, Dana/ })).toBeVisible();
});
