import { storedValueKeys } from "@/lib/client/browser/stored-values";
import { expectAccessible } from "../support/axe";
import { freshEmail } from "../support/fresh-member";
import { visitorApi } from "../support/member-api";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The seed's two accounts on shared@harbor.example (docs/decisions/0014-fix-credentials.md).
// The journey moves one of them to a new address, which cannot be undone: each attempt takes the
// first still on the shared address, so a retry after an attempt that moved one takes the other.
const sharedEmail = "shared@harbor.example";
const sharedAccounts = [
  { password: "Harbor-shared-2026", firstName: "Sam" },
  { password: "Harbor-shared-2027", firstName: "Alex" },
] as const;

/** The first shared account whose password still signs in on the shared address. */
async function accountStillShared(baseURL: string): Promise<(typeof sharedAccounts)[number]> {
  for (const account of sharedAccounts) {
    const api = await visitorApi(baseURL);
    try {
      const signedIn = await api.send("POST", "/api/Members/SignIn", {
        email: sharedEmail,
        password: account.password,
      });
      if (signedIn.ok()) return account;
    } finally {
      await api.context.dispose();
    }
  }
  throw new Error("Both accounts on the shared address were moved by earlier attempts");
}

test("a member whose email is on two accounts chooses a new one and signs in with it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await accountStillShared(testInfo.project.use.baseURL ?? "");
  const newEmail = freshEmail("fixed");
  const header = page.getByTestId("site-header");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Signing in for a page: the login redirect, kept while the email is fixed.
  await page.goto("/login");
  await page.evaluate((key) => {
    window.localStorage.setItem(key, "/earn");
  }, storedValueKeys.loginRedirect);
  await page.getByLabel(/^Email/).fill(sharedEmail);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/fix_credentials$/, { timeout: 30_000 });
  await expect(page).toHaveTitle(/^Update your email/);
  await expect(page.getByRole("heading", { level: 1, name: "Update your email" })).toBeVisible();
  await expect(page.getByTestId("fix-credentials-notice")).toHaveText(
    "Email found on multiple accounts: new email required.",
  );
  await expect(page.getByTestId("current-email")).toHaveText(sharedEmail);
  await expectAccessible(page);

  const field = page.getByLabel(/^New email/);
  const fieldError = page.locator("#fix-credentials-email-error");
  const save = page.getByRole("button", { name: "Save new email" });
  await field.fill("not-an-email");
  await save.click();
  await expect(fieldError).toHaveText("Please enter a valid email address.");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  // The server's answer for an address another account has.
  await field.fill("demo@harbor.example");
  await expect(fieldError).toBeEmpty();
  await save.click();
  await expect(fieldError).toHaveText("This email address is already in use.");
  await expectAccessible(page);

  await field.fill(newEmail);
  await expect(fieldError).toBeEmpty();
  await save.click();
  await expect(page.getByText("Your email address is updated.")).toBeVisible();
  await expect(page).toHaveURL(/\/earn$/, { timeout: 30_000 });
  const greeting = header.getByRole("button", { name: new RegExp(`Hi, ${account.firstName}`) });
  await expect(greeting).toBeVisible();

  await greeting.click();
  await page.getByTestId("member-dropdown").getByRole("link", { name: "Sign out" }).click();
  await expect(header.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

  // The new address signs the same account in, straight to where it was going.
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill(newEmail);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/earn$/, { timeout: 30_000 });
  await expect(header.getByRole("button", { name: new RegExp(`Hi, ${account.firstName}`) })).toBeVisible();
});

test("a visitor who is not signed in is sent to sign in", async ({ page }) => {
  await page.goto("/fix_credentials");
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
});

test("a member whose email is not shared signs in as usual and is told it is fine here", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel(/^Email/).fill("optout@harbor.example");
  await page.getByLabel(/^Password/).fill("Harbor-optout-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  // Sign-in lands on the account overview, never the marketing home.
  await expect(page).toHaveURL(/\/account\/overview$/, { timeout: 30_000 });

  await page.goto("/fix_credentials");
  const upToDate = page.getByTestId("email-up-to-date");
  await expect(upToDate).toContainText("optout@harbor.example");
  await expect(upToDate.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/account/overview");
  await expect(page.getByLabel(/^New email/)).toHaveCount(0);
  await expectAccessible(page);
});

test("a flagged member already signed in is sent to fix the email from any page, which is kept to return to", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  // The flag as the API would answer it for an account on a shared email; the real accounts'
  // answers are covered by the API suite, and the journey above moves one of them.
  // Changed in the browser, since Node cannot reach *.localhost to fetch the real answer.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!response.ok || !/\/api\/Member$/.test(new URL(url, window.location.href).pathname))
        return response;
      const member = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...member, emailUpdateRequired: true });
    };
  });
  await page.goto("/search?q=pizza");
  await expect(page).toHaveURL(/\/fix_credentials$/, { timeout: 30_000 });
  await expect(page.getByTestId("fix-credentials-notice")).toBeVisible();
  // Kept to continue to afterwards (with whatever query the search had put in the URL by then).
  expect(
    await page.evaluate((key) => window.localStorage.getItem(key), storedValueKeys.loginRedirect),
  ).toMatch(/^\/search\?/);
});
