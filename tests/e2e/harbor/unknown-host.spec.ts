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

test("the staging tools exist outside production", async ({ page }) => {
  const response = await page.goto("/stgtools");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/staging/i);
});
