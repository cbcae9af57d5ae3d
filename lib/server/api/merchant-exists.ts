import "server-only";
import { inProcess } from "@/backend/services/in-process";

/**
 * Whether a merchant id exists, for proxy.ts: an unknown id then gets the server-rendered
 * not-found page (docs/decisions/0008). Ids found are remembered for as long as the merchant
 * page keeps its data (one hour), so a page view costs the lookup once per id and process.
 */
const knownFor = 3_600_000;
const maxKnown = 20_000;

/**
 * Kept on globalThis: the proxy and the pages are bundled apart, and a page that finds a
 * remembered merchant gone must make the proxy forget it (forgetMerchant).
 */
const memory = globalThis as typeof globalThis & { merchantKnownUntil?: Map<string, number> };
const knownUntil = (memory.merchantKnownUntil ??= new Map<string, number>());

export async function merchantExists(merchantId: string, now = Date.now()): Promise<boolean> {
  const until = knownUntil.get(merchantId);
  if (until !== undefined && until > now) return true;
  const found = await inProcess.merchantExists(merchantId);
  if (found) {
    if (knownUntil.size >= maxKnown) knownUntil.clear();
    knownUntil.set(merchantId, now + knownFor);
  }
  return found;
}

/**
 * The merchant page found no merchant the proxy remembered (removed within the hour): the next
 * request asks the database again, and its 404 is decided, and server-rendered, by the proxy.
 */
export function forgetMerchant(merchantId: string): void {
  knownUntil.delete(merchantId);
}
