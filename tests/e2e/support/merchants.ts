import type { APIRequestContext } from "@playwright/test";
import {
  merchantDetailSchema,
  merchantSearchResponseSchema,
  weekdays,
  type MerchantDetail,
} from "@/shared/contracts/merchants";
import { expect } from "./test";

/**
 * How journeys pick merchants: always from the data (the sitemap, a search), never a guessed id,
 * so they hold whatever the seed holds.
 */

/** One merchant as its page's API call answers it. */
export async function merchantDetail(request: APIRequestContext, id: string): Promise<MerchantDetail> {
  const response = await request.get(`/api/v2/Merchants/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return merchantDetailSchema.parse(await response.json());
}

/** The page path of the first merchant the partner's sitemap lists (its first merchant file). */
export async function sitemapMerchantPath(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get("/sitemap/1.xml")).text();
  const id = /\/merchants\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!id) throw new Error("The sitemap lists no merchant");
  return `/merchants/${id}`;
}

/** The first merchant the partner's sitemap lists. */
export async function merchantFromSitemap(request: APIRequestContext): Promise<MerchantDetail> {
  const id = (await sitemapMerchantPath(request)).slice("/merchants/".length);
  return merchantDetail(request, decodeURIComponent(id));
}

/**
 * The first merchant of a search near `near` (50 results, plus `query`) whose detail satisfies
 * `accept`; `prepare` runs on each id before its detail is read (to set up what it checks).
 */
export async function findMerchant(
  request: APIRequestContext,
  query: string,
  accept: (merchant: MerchantDetail) => boolean,
  { near, prepare }: { near: string; prepare?: (id: string) => Promise<void> },
): Promise<MerchantDetail> {
  const response = await request.get(
    `/api/v2/Merchants/Search?location=${encodeURIComponent(near)}&pageSize=50&${query}`,
  );
  const { merchants } = merchantSearchResponseSchema.parse(await response.json());
  for (const summary of merchants) {
    await prepare?.(summary.id);
    const merchant = await merchantDetail(request, summary.id);
    if (accept(merchant)) return merchant;
  }
  throw new Error(`No merchant near ${near} for ${query}`);
}

const dayMs = 86_400_000;

/**
 * The latest earning day of the merchant at least `daysAgo` days back ("YYYY-MM-DD", UTC
 * calendar): a staged meal on it earns, so a journey reads the award it expects.
 */
export function earningDay(merchant: MerchantDetail, daysAgo: number): string {
  for (let back = daysAgo; back < daysAgo + 7; back += 1) {
    const day = new Date(Date.now() - back * dayMs);
    if (merchant.benefitDays.includes(weekdays[day.getUTCDay()] ?? "Sun"))
      return day.toISOString().slice(0, 10);
  }
  throw new Error(`${merchant.id} has no earning day`);
}
