import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { inProcess } from "@/backend/services/in-process";
import { merchantDetailSchema, type MerchantDetail } from "@/shared/contracts/merchants";
import { merchantCacheTag, type CacheTag } from "@/shared/contracts/operations";
import type { Partner } from "@/partners/registry";

/**
 * The boundary to the merchant service for server components: one in-process service call
 * (decision 0056), its answer parsed with the API's contract so pages get the API's shape.
 * Pages render anonymously (they are cached and shared), so no member is passed: what a
 * signed-in member sees differently is loaded by small client islands.
 */

/** Cache tag of merchant data: `revalidateTag(merchantsCacheTag)` refreshes every merchant page. */
export const merchantsCacheTag: CacheTag = "merchants";

async function readDetail(partnerCode: string, merchantId: string): Promise<unknown> {
  return (await inProcess.merchantDetail(partnerCode, merchantId)) ?? null;
}

/**
 * The data cache behind merchant pages, an hour per partner and id. Its tags also become the
 * static page's tags (Next collects them while rendering), so revalidating `merchant:{id}` after
 * an import refreshes that merchant's data and pages together (docs/decisions/0035).
 */
function cachedDetail(partnerCode: string, merchantId: string): Promise<unknown> {
  // The key names the answer's shape: copies kept before it changed (reviewCount and the first
  // page of reviews, decision 0066) are never read back and fail the contract.
  return unstable_cache(readDetail, ["merchant-detail", "reviews-paged"], {
    revalidate: 3600,
    tags: [merchantsCacheTag, merchantCacheTag(merchantId)],
  })(partnerCode, merchantId);
}

/**
 * One merchant as the partner's visitors see it, or null when no such merchant exists.
 * React cache: generateMetadata and the page share one load per request.
 */
export const loadMerchantDetail = cache(
  async (partner: Partner, merchantId: string): Promise<MerchantDetail | null> => {
    const raw = await cachedDetail(partner.config.code, merchantId);
    return raw === null ? null : merchantDetailSchema.parse(raw);
  },
);
