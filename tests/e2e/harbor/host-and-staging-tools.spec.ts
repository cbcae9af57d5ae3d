import { expectAccessible } from "../support/axe";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { expect, requestForHost, test } from "../support/test";

test("an unknown host gets a clear 404, not a crash", async ({ playwright }, testInfo) => {
  const port = new URL(testInfo.project.use.baseURL ?? "").port;
  const request = await requestForHost(playwright, port, `nobody.localhost:${port}`);
  const response = await request.get("/");
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/not (configured|found)/i);
  const api = await request.get("/api/feature-flags");
  expect(api.status()).toBe(404);
  await request.dispose();
});

test("the staging tools answer 404 to a visitor without the token, and open with ?token= once", async ({
  page,
}) => {
  expect((await page.goto("/stgtools"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/staging/i);
  await page.goto(`/stgtools?token=${e2eEnv.STGTOOLS_TOKEN}`);
  // The token leaves the address bar; a cookie holding a digest of it opens the page from now on.
  await expect(page).toHaveURL(/\/stgtools$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/staging/i);
  expect((await page.goto("/stgtools"))?.status()).toBe(200);
});

test("the staging tools show the configuration, switch partner, clear stored values and the mailbox", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-stgtools-token": e2eEnv.STGTOOLS_TOKEN });
  const response = await page.goto("/stgtools");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/staging/i);
  await expect(page.getByRole("link", { name: "Switch to Skyway Dining Miles" })).toHaveAttribute(
    "href",
    /^http:\/\/skyway\.localhost:\d+\/stgtools$/,
  );
  await expect(page.getByRole("row", { name: /enrollmentType/ })).toContainText("direct");
  await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();

  await page.evaluate(() => {
    window.localStorage.setItem("rewards.lastSearch", "{}");
  });
  await page.getByRole("button", { name: "Clear stored values" }).click();
  await expect(page.getByRole("status")).toHaveText("Stored values cleared.");
  expect(await page.evaluate(() => window.localStorage.getItem("rewards.lastSearch"))).toBeNull();
  await expectAccessible(page);
});
