import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { getDb } from "@/backend/db/client";
import { getMerchantDetail } from "@/backend/services/merchants/get-merchant-detail";
import { listMerchantIds } from "@/backend/services/merchants/list-merchant-ids";
import { merchantDetailSchema, type MerchantDetail } from "@/lib/shared/contracts/merchants";
import type { CacheTag } from "@/lib/shared/contracts/operations";
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

/**
 * The data cache behind merchant pages: pages render per request (docs/decisions/0008), so the
 * merchant is kept for an hour per partner and id instead of being read on every view.
 */
const cachedDetail = unstable_cache(
  async (partnerCode: string, merchantId: string): Promise<unknown> => {
    const partner = getPartner(partnerCode);
    if (!partner) return null;
    const apiUrl = env().REWARDS_API_URL;
    return apiUrl
      ? fetchRemote(apiUrl, partner, merchantId)
      : getMerchantDetail(await getDb(), { partnerCode, merchantId });
  },
  ["merchant-detail"],
  { revalidate: 3600, tags: [merchantsCacheTag] },
);

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

/** Every merchant id with its creation date, for the sitemap (merchants are shared by partners). */
export async function loadMerchantIds(): Promise<{ id: string; createdAt: Date }[]> {
  // Over HTTP there is no listing call; app instances share the backend's database
  // (DATABASE_URL) in the scale-out set-up, so the listing reads it directly.
  const rows = await listMerchantIds(await getDb());
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.createdAt) }));
}
