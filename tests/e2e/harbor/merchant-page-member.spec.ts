import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { merchantFromSitemap } from "../support/merchants";
import { expect, test } from "../support/test";

test.describe.configure({ timeout: 90_000 });

test("a signed-in member sees their own earn rate", async ({ page, context, request }, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  const merchant = await merchantFromSitemap(request);
  await page.goto(`/merchants/${merchant.id}`);
  await expect(page.getByTestId("member-earn-rate")).toContainText(/Your rate|Unlock access to earn/);
  await expect(page.getByTestId("favorite-button")).toBeVisible();
  await expectAccessible(page);
});
