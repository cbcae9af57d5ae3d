import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// The second journey stops the hand-off at /Login with page.route, which a service worker's
// fetch handler would bypass once it controls the page (Playwright's documented limit).
test.use({ serviceWorkers: "block" });

test("a member without a dining account is offered to join instead of the account center", async ({
  page,
  context,
}, testInfo) => {
  await signInAs(context, "nocard@skyway.example", testInfo.project.use.baseURL ?? "");
  await page.goto("/account/overview");
  const notice = page.getByTestId("account-non-card");
  await expect(notice.getByRole("heading", { level: 1 })).toHaveText("Finish joining to see your account");
  await expect(notice.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/Login?join=1");
  await expect(page.getByRole("navigation", { name: "My account" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a visitor of the account center signs in at the program (full page load to /Login)", async ({
  page,
}) => {
  // /Login hands over to the identity provider on another origin; stopping there keeps this
  // origin's storage readable.
  await page.route(
    (url) => url.pathname === "/Login",
    (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Identity provider</title>" }),
  );
  await page.goto("/account/manage_cards");
  await expect(page).toHaveURL(/\/Login$/, { timeout: 30_000 });
  // Polled: the hand-off may still be loading when the address changes.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("rewards.loginRedirect")))
    .toBe("/account/manage_cards");
});
