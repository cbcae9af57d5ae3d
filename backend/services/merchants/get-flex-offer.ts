import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import type { FlexOffer } from "@/shared/contracts/merchants";
import { partnerConfig } from "./partner-config";
import { stableHash } from "./stable-hash";

const bonusUnits = [250, 500, 1000] as const;
const bonusDollars = [2, 5, 10] as const;

/**
 * A member's personal bonus offer at a merchant (partners with hasFlexOffers). No offer engine
 * runs here, so offers are derived from merchant and member: about two in three pairs have one,
 * and the same pair always gets the same offer. Null when there is none or no such merchant.
 */
export async function getFlexOffer(
  db: Db,
  input: { partnerCode: string; merchantId: string; publicId: string },
): Promise<FlexOffer | null> {
  const partner = partnerConfig(input.partnerCode);
  if (!partner.hasFlexOffers) return null;
  const merchant = await findMerchant(db, { merchantId: input.merchantId });
  if (!merchant) return null;
  const hash = stableHash(`${partner.code}|${merchant.id}|${input.publicId}`);
  if (hash % 3 === 0) return null;
  const size = Math.floor(hash / 3) % 3;
  const amount =
    partner.currencyType === "Credit" || partner.currencyType === "Dollar"
      ? `$${bonusDollars[size] ?? 5} extra ${partner.currencyName.other}`
      : `${(bonusUnits[size] ?? 500).toLocaleString("en-US")} bonus ${partner.currencyName.other}`;
  return {
    id: `flex-${merchant.id}-${(hash % 100_000).toString().padStart(5, "0")}`,
    webMessageOfferAmount: `Earn ${amount} on your next visit`,
  };
}
