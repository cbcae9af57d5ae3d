import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { merchantCampaigns } from "../schema";

export interface CampaignCode {
  merchantId: string;
  tierLevel: number;
  campaignCode: string;
}

/** The partner's campaign codes at these merchants, tier by tier. */
export async function listCampaignCodes(
  db: Db,
  { partnerCode, merchantIds }: { partnerCode: string; merchantIds: readonly string[] },
): Promise<CampaignCode[]> {
  if (merchantIds.length === 0) return [];
  return db
    .select({
      merchantId: merchantCampaigns.merchantId,
      tierLevel: merchantCampaigns.tierLevel,
      campaignCode: merchantCampaigns.campaignCode,
    })
    .from(merchantCampaigns)
    .where(
      and(
        eq(merchantCampaigns.partnerCode, partnerCode),
        inArray(merchantCampaigns.merchantId, [...merchantIds]),
      ),
    )
    .orderBy(asc(merchantCampaigns.merchantId), asc(merchantCampaigns.tierLevel));
}
