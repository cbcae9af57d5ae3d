import "server-only";
import { merchantIdPattern } from "@/shared/contracts/merchant-values";

/**
 * The merchant id of a merchant page the proxy answered with the not-found page: set by proxy.ts
 * on that rewrite only (and removed from every other request), read by the not-found page, which
 * is drawn per request, to offer the restaurants near a removed one (docs/decisions/0066).
 */
export const missingMerchantHeader = "x-missing-merchant";

/** The id a merchant path names, when it is one an import could have written; else null. */
export function readMissingMerchant(value: string | null | undefined): string | null {
  return value && merchantIdPattern.test(value) ? value : null;
}
