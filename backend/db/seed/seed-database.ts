// Run under tsx by setup.ts as well as by the app's first start, so no "server-only" guard here.
import { isNull } from "drizzle-orm";
import { allPartners } from "@/partners/registry";
import type { Db } from "../database";
import { tableLayoutFor } from "@/backend/reservations/table-layout";
import { merchantCampaigns, merchantNetworkIds, merchants, reservationTables, transactions } from "../schema";
import {
  defaultMerchantCount,
  generateMerchants,
  merchantSeed as seed,
  seedClock,
} from "./generate-merchants";
import { campaignsFor, networkIdsFor, type PartnerEarning } from "./merchants";
import { seedDemoBonuses } from "./bonuses";
import { seedDemoMembers } from "./members";
import { createRandom } from "./random";

const batchSize = 500;
/** Demo members' history uses merchants among the first few hundred (present in every seed size). */
const historyMerchantPool = 500;

/** What the seed needs of each partner in the registry to give merchants its campaigns. */
export function partnerEarnings(): PartnerEarning[] {
  return allPartners().map(({ effective }) => ({
    code: effective.code,
    shortCode: effective.shortCode,
    tierLevels: effective.earnRules.map((rule) => rule.tierLevel),
    acclaimedEnabled: effective.acclaimedEnabled,
  }));
}

/**
 * Seeds merchants with their campaigns and the demo members in one transaction, so a seed that
 * fails half-way leaves no merchants behind and the next start seeds again. Answers the count.
 */
export async function seedDatabase(db: Db, options: { merchants?: number } = {}): Promise<number> {
  const count = options.merchants ?? defaultMerchantCount;
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot seed ${count} merchants`);
  const now = seedClock();
  const rows = generateMerchants(count, 0, now);
  const partners = partnerEarnings();
  // Inserted in position order, as CLUSTER on merchants_lat_lng_idx would leave them: a metro's
  // merchants share heap pages, so a radius search reads ~20x fewer pages (docs/performance.md).
  const byPosition = [...rows].sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude);
  await db.transaction(async (tx) => {
    for (let start = 0; start < byPosition.length; start += batchSize) {
      const batch = byPosition.slice(start, start + batchSize);
      await tx.insert(merchants).values(batch);
      await tx.insert(merchantCampaigns).values(batch.flatMap((row) => campaignsFor(row, partners)));
      await tx.insert(merchantNetworkIds).values(batch.flatMap(networkIdsFor));
      // The built-in reservation provider's floor for each restaurant that takes online bookings.
      const tables = batch
        .filter((row) => row.reservationOpenTable)
        .flatMap((row) => tableLayoutFor(row.id).map((shape) => ({ merchantId: row.id, ...shape })));
      if (tables.length > 0) await tx.insert(reservationTables).values(tables);
    }
    const historyMerchants = rows.slice(0, historyMerchantPool);
    // The members' reviews avoid every text the merchants' reviews already use.
    const merchantReviewTexts = rows.flatMap((row) => (row.reviews ?? []).map((review) => review.text));
    await seedDemoMembers(tx, createRandom(seed + 1), historyMerchants, now, merchantReviewTexts);
    await seedDemoBonuses(tx, now);
    // The seed's rows are a history, not news: whatever it writes, the rows its demo history made
    // through the engine too (decision 0070), is marked noticed, so no demo member is mailed
    // (decision 0065).
    await tx
      .update(transactions)
      .set({ memberNoticedAt: new Date(now) })
      .where(isNull(transactions.memberNoticedAt));
  });
  return rows.length;
}
