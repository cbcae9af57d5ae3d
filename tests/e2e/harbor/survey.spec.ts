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

  test("shows only on allowed paths, sends an answer, then stays away", async ({ page }) => {
    await page.goto("/earn");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);

    await page.goto("/merchants/m-000042");
    const widget = page.getByTestId("survey-widget");
    await expect(widget).toBeVisible();
    const title = widget.getByRole("button", { name: "Tell us how we're doing" });
    await title.click();
    await expect(title).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);

    const answer = page.waitForRequest((request) => (request.postData() ?? "").includes("survey_response"));
    await widget.getByRole("radio", { name: "5" }).check();
    await widget.getByRole("button", { name: "Send" }).click();
    const sent = JSON.parse((await answer).postData() ?? "[]") as Record<string, unknown>[];
    expect(sent[0]).toMatchObject({
      rating: 5,
      medium: "web",
      source: "/merchants/m-000042",
      partnerCode: "harbor",
    });
    await expect(widget.getByRole("status")).toHaveText(/Thank you/);
    await expect(widget).toBeHidden({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("survey-widget")).toHaveCount(0);
  });

  test("is not shown on disallowed paths", async ({ page }) => {
    await page.goto("/search/join");
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
