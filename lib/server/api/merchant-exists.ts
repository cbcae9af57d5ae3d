import "server-only";
import { getDb } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";

/**
 * Whether a merchant id exists, for proxy.ts: an unknown id then gets the server-rendered
 * not-found page (docs/decisions/0008). Ids found are remembered for as long as the merchant
 * page keeps its data (one hour), so a page view costs the lookup once per id and process.
 */
const knownFor = 3_600_000;
const maxKnown = 20_000;
const knownUntil = new Map<string, number>();

export async function merchantExists(merchantId: string, now = Date.now()): Promise<boolean> {
  const until = knownUntil.get(merchantId);
  if (until !== undefined && until > now) return true;
  const found = (await findMerchant(await getDb(), { merchantId })) !== undefined;
  if (found) {
    if (knownUntil.size >= maxKnown) knownUntil.clear();
    knownUntil.set(merchantId, now + knownFor);
  }
  return found;
}
