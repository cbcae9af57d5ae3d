import "server-only";
import { inProcess } from "@/backend/services/in-process";
import { logger } from "@/platform/logger";
import type { RemovedMerchantNearby } from "@/shared/contracts/removed-merchant";
import type { Partner } from "@/partners/registry";

/**
 * For the not-found page of a merchant path: where the merchant was and the partner's listed
 * restaurants nearest to it, when the database keeps it as removed; else null. Read per request
 * (the page is private, and rare), never cached. A failed read leaves the page its search box:
 * a 404 page must not fail (docs/decisions/0066).
 */
export async function loadRemovedMerchantNearby(
  partner: Partner,
  merchantId: string,
): Promise<RemovedMerchantNearby | null> {
  try {
    return await inProcess.nearbyAfterRemoval(partner.config.code, merchantId);
  } catch (error) {
    logger.warn("nearby restaurants of a removed merchant failed", {
      errorClass: error instanceof Error ? error.name : "Error",
    });
    return null;
  }
}
