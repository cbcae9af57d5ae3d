// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { asc } from "drizzle-orm";
import type { Db } from "../database";
import { merchantCampaigns, merchants } from "../schema";
import { campaignsFor, type PartnerEarning } from "./merchants";

const batchSize = 500;

/**
 * Gives the demo merchants their campaigns for partners that have none: a partner added after the
 * database was seeded (`npm run partner:new`) then earns at the same restaurants, at the same
 * tiers, as if it had been there at the seed. Demo data only (docs/partners.md): a production
 * database gets each partner's campaigns from the merchant import. Answers the partners served.
 */
export async function seedMissingPartnerCampaigns(
  db: Db,
  partners: readonly PartnerEarning[],
): Promise<string[]> {
  const present = await db.selectDistinct({ code: merchantCampaigns.partnerCode }).from(merchantCampaigns);
  const known = new Set(present.map((row) => row.code));
  const missing = partners.filter((partner) => !known.has(partner.code));
  if (missing.length === 0) return [];
  const rows = await db
    .select({ id: merchants.id, acclaimedLevel: merchants.acclaimedLevel })
    .from(merchants)
    .orderBy(asc(merchants.id));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const campaigns = rows.slice(start, start + batchSize).flatMap((row) => campaignsFor(row, missing));
      if (campaigns.length > 0) await tx.insert(merchantCampaigns).values(campaigns);
    }
  });
  return missing.map((partner) => partner.code);
}
