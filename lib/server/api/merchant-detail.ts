import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { getDb } from "@/backend/db/client";
import { getMerchantDetail } from "@/backend/services/merchants/get-merchant-detail";
import { merchantDetailSchema, type MerchantDetail } from "@/lib/shared/contracts/merchants";
import { merchantCacheTag, type CacheTag } from "@/lib/shared/contracts/operations";
import { env } from "@/lib/server/env";
import { getPartner, type Partner } from "@/partners/registry";

/**
 * The boundary to the merchant service for server components. With REWARDS_API_URL the app
 * reads the backend over HTTP; otherwise it calls the embedded service in-process. Either
 * way the answer is parsed with the contract, so both paths hand pages the same shape.
 * Pages render anonymously (they are cached and shared), so no member is passed: what a
 * signed-in member sees differently is loaded by small client islands.
 */

async function fetchRemote(apiUrl: string, partner: Partner, merchantId: string): Promise<unknown> {
  const host = partner.config.hostnames[0] ?? partner.config.code;
  const url = new URL(`/api/v2/Merchants/${encodeURIComponent(merchantId)}`, apiUrl);
  const response = await fetch(url, {
    headers: { accept: "application/json", "x-forwarded-host": host },
  });
  if (!response.ok) {
    // The answer's body is not needed: cancelled, its connection goes back to the pool.
    await response.body?.cancel();
    if (response.status === 404) return null;
    throw new Error(`Merchant ${merchantId}: ${response.status} ${response.statusText}`);
  }
  return response.json();
}

/** Cache tag of merchant data: `revalidateTag(merchantsCacheTag)` refreshes every merchant page. */
export const merchantsCacheTag: CacheTag = "merchants";

async function readDetail(partnerCode: string, merchantId: string): Promise<unknown> {
  const partner = getPartner(partnerCode);
  if (!partner) return null;
  const apiUrl = env().REWARDS_API_URL;
  return apiUrl
    ? fetchRemote(apiUrl, partner, merchantId)
    : getMerchantDetail(await getDb(), { partnerCode, merchantId });
}

/**
 * The data cache behind merchant pages, an hour per partner and id. Its tags also become the
 * static page's tags (Next collects them while rendering), so revalidating `merchant:{id}` after
 * an import refreshes that merchant's data and pages together (docs/decisions/0035).
 */
function cachedDetail(partnerCode: string, merchantId: string): Promise<unknown> {
  return unstable_cache(readDetail, ["merchant-detail"], {
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
