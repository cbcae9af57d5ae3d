import { allPartners } from "@/partners/registry";
import type { Db } from "../connection";
import { merchantCampaigns, merchants } from "../schema";
import { campaignsFor, generateMerchant, type MerchantRow, type PartnerEarning } from "./merchants";
import { seedDemoMembers } from "./members";
import { createRandom } from "./random";

export const defaultMerchantCount = 6_000;
const seed = 20_261_122;
const batchSize = 500;

function partnerEarnings(): PartnerEarning[] {
  return allPartners().map(({ effective }) => ({
    code: effective.code,
    shortCode: effective.shortCode,
    tierLevels: effective.earnRules.map((rule) => rule.tierLevel),
    acclaimedEnabled: effective.acclaimedEnabled,
  }));
}

/** Deterministic merchants, starting from index `from` (so larger seeds extend smaller ones). */
export function generateMerchants(count: number, from = 0): MerchantRow[] {
  const random = createRandom(seed);
  const rows: MerchantRow[] = [];
  for (let i = 0; i < from + count; i += 1) {
    const row = generateMerchant(random, i);
    if (i >= from) rows.push(row);
  }
  return rows;
}

/** Seeds merchants with their campaigns and the demo members; answers the merchant count. */
export async function seedDatabase(db: Db, options: { merchants?: number } = {}): Promise<number> {
  const rows = generateMerchants(options.merchants ?? defaultMerchantCount);
  const partners = partnerEarnings();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      await tx.insert(merchants).values(batch);
      await tx.insert(merchantCampaigns).values(batch.flatMap((row) => campaignsFor(row, partners)));
    }
  });
  await seedDemoMembers(
    db,
    createRandom(seed + 1),
    rows.slice(0, 500).map((row) => row.id),
  );
  return rows.length;
}
