import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

test.describe("survey widget", () => {
  test.use({ overlays: "live" });
  test.beforeEach(async ({ page }) => {
    // Only the survey is under test: keep the other first-visit popups closed.
    await page.addInitScript(() => {
      window.localStorage.setItem("rewards.announcementDismissedUntil", String(Date.now() + 86_400_000));
    });
  });

  test("shows only on allowed paths, opens the partner's external form with the tracking fields, then stays away", async ({
    page,
    context,
  }) => {
    // The hosted form service is not reachable from the journeys: it answers a page of its own.
    await context.route("https://form.typeform.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Survey form</title><h1>Survey form</h1>" }),
    );
    await page.goto("/earn");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);

    await page.goto("/merchants/m-000042");
    const widget = page.getByTestId("survey-widget");
    await expect(widget).toBeVisible();
    const title = widget.getByRole("button", { name: "Tell us how we're doing" });
    await title.click();
    await expect(title).toHaveAttribute("aria-expanded", "true");
    // No in-house rating: the answers are the external form's.
    await expect(widget.getByRole("radio")).toHaveCount(0);
    await expectAccessible(page);

    const opened = context.waitForEvent("page");
    await widget.getByRole("link", { name: /Open the survey/ }).click();
    const form = await opened;
    const url = new URL(form.url());
    expect(url.origin + url.pathname).toBe("https://form.typeform.com/to/harbor-feedback");
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      campaign: "harbor-feedback",
      medium: "web",
      source: "/merchants/m-000042",
      partner_code: "harbor",
    });
    await form.close();
    await expect(widget).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);
  });

  test("is not shown on disallowed paths", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByTestId("survey-widget")).toBeVisible();
    await page.goto("/join");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);
  });
});

test("the survey result pages exist", async ({ page }) => {
  expect((await page.goto("/surveys/success"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your feedback");
  expect((await page.goto("/surveys/error"))?.status()).toBe(200);
  expect((await page.goto("/surveys/other"))?.status()).toBe(404);
});
