import type { APIRequestContext } from "@playwright/test";
import { merchantDetailSchema, type MerchantDetail } from "@/lib/shared/contracts/merchants";
import { expectAccessible } from "../support/axe";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

test.describe.configure({ timeout: 90_000 });

/** The first merchant page the partner's sitemap lists: ids come from the data, never guessed. */
async function merchantFromSitemap(request: APIRequestContext): Promise<MerchantDetail> {
  const sitemap = await (await request.get("/sitemap/1.xml")).text();
  const id = /\/merchants\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!id) throw new Error("The sitemap lists no merchant");
  const response = await request.get(`/api/v2/Merchants/${id}`);
  return merchantDetailSchema.parse(await response.json());
}

test("a signed-in member sees their own earn rate", async ({ page, context, request }, testInfo) => {
  await signInAs(context, "demo@harbor.example", testInfo.project.use.baseURL ?? "");
  const merchant = await merchantFromSitemap(request);
  await page.goto(`/merchants/${merchant.id}`);
  await expect(page.getByTestId("member-earn-rate")).toContainText(/Your rate|Unlock access to earn/);
  await expect(page.getByTestId("favorite-button")).toBeVisible();
  await expectAccessible(page);
});
