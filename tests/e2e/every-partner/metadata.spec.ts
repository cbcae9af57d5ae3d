import { expect, test } from "../support/test";
import { partnerOf } from "../support/partner";

test("title, description and canonical link come from the partner's routeMeta", async ({
  page,
}, testInfo) => {
  const { config } = partnerOf(testInfo);
  const home = config.routeMeta["/"];
  await page.goto("/?utm_source=test");
  await expect(page).toHaveTitle(home?.title ?? config.name);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", home?.description ?? "");

  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).not.toBeNull();
  const url = new URL(canonical ?? "");
  expect(url.origin).toBe(new URL(testInfo.project.use.baseURL ?? "").origin);
  expect(url.pathname).toBe("/");
  expect(url.search).toBe("");
});
