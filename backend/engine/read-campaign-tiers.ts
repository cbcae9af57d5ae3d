import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/database";
import { merchantCampaigns } from "@/backend/db/schema";

/** The tiers holding a campaign code of a partner at a merchant; none when it has no campaign. */
export type CampaignTiersOf = (partnerCode: string, merchantId: string) => readonly number[];

/**
 * The campaign codes per tier of every (partner, merchant) a batch's meals name, in one query
 * (decision 0063): the award step asks the answer for each meal instead of the database.
 */
export async function readCampaignTiers(
  tx: Db,
  visits: readonly { readonly partnerCode: string; readonly merchantId: string }[],
): Promise<CampaignTiersOf> {
  const partners = [...new Set(visits.map((visit) => visit.partnerCode))];
  const merchantIds = [...new Set(visits.map((visit) => visit.merchantId))];
  const rows =
    visits.length === 0
      ? []
      : await tx
          .select({
            partnerCode: merchantCampaigns.partnerCode,
            merchantId: merchantCampaigns.merchantId,
            tierLevel: merchantCampaigns.tierLevel,
          })
          .from(merchantCampaigns)
          .where(
            and(
              inArray(merchantCampaigns.partnerCode, partners),
              inArray(merchantCampaigns.merchantId, merchantIds),
            ),
          );
  const tiers = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.partnerCode}\u0000${row.merchantId}`;
    tiers.set(key, [...(tiers.get(key) ?? []), row.tierLevel]);
  }
  return (partnerCode, merchantId) => tiers.get(`${partnerCode}\u0000${merchantId}`) ?? [];
}
