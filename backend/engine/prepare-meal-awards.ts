import "server-only";
import type { Db } from "@/backend/db/database";
import { getPartner } from "@/partners/registry";
import { holdMerchantMonths, type MerchantMonthLedger } from "./hold-merchant-months";
import type { MerchantVisit } from "./merchant-month";
import { readCampaignTiers, type CampaignTiersOf } from "./read-campaign-tiers";

/** What the award step needs to know about a batch beyond each meal, read once for all of it. */
export interface MealAwardBook {
  readonly campaignTiers: CampaignTiersOf;
  /** The merchant months of meals whose partner caps a month (held until the batch commits). */
  readonly months: MerchantMonthLedger;
}

/**
 * Reads, for the meals a batch may award, the campaign codes of their merchants and holds the
 * merchant months their partner's monthly cap counts (decision 0063): set-based, one query each,
 * before the first award, so the award step stays one meal at a time without a lookup of its own.
 * Give it every meal that may award (a few more cost nothing).
 */
export async function prepareMealAwards(tx: Db, visits: readonly MerchantVisit[]): Promise<MealAwardBook> {
  const campaignTiers = await readCampaignTiers(
    tx,
    visits.map((visit) => ({ partnerCode: visit.partnerCode, merchantId: visit.merchant.id })),
  );
  const capped = visits.filter(
    (visit) => getPartner(visit.partnerCode)?.effective.awardCaps.perMerchantPerMonth != null,
  );
  return { campaignTiers, months: await holdMerchantMonths(tx, capped) };
}
