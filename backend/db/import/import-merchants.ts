// Run under tsx by `npm run db:import-merchants`, so no "server-only" guard here.
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { MerchantImportRow } from "@/shared/contracts/merchant-import";
import type { Db } from "../database";
import { merchantCampaigns, merchantNetworkIds, merchants } from "../schema";
import { merchantColumnsOf, networkIdsOf } from "./network-ids";

const batchSize = 500;

/** On a known id, every column takes the imported value, but the id and when it first arrived. */
const replaceAllButIdentity = Object.fromEntries(
  Object.entries(getTableColumns(merchants))
    .filter(([field]) => field !== "id" && field !== "createdAt")
    .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * Writes validated rows in one transaction: a new id is inserted, a known id replaced (its
 * campaigns and network identifiers too), so importing the same file twice leaves the same database. Returns how many
 * rows were new and how many replaced existing merchants.
 */
export async function importMerchants(
  db: Db,
  rows: readonly MerchantImportRow[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  const at = new Date();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const ids = batch.map((row) => row.id);
      const existing = await tx
        .select({ id: merchants.id })
        .from(merchants)
        .where(inArray(merchants.id, ids));
      inserted += batch.length - existing.length;
      const values = batch.map((row) => merchantColumnsOf(row, at));
      await tx
        .insert(merchants)
        .values(values)
        .onConflictDoUpdate({ target: merchants.id, set: replaceAllButIdentity });
      await tx.delete(merchantCampaigns).where(inArray(merchantCampaigns.merchantId, ids));
      const campaigns = batch.flatMap((row) =>
        row.campaigns.map((campaign) => ({ merchantId: row.id, ...campaign })),
      );
      if (campaigns.length > 0) await tx.insert(merchantCampaigns).values(campaigns);
      // The network identifiers are replaced like the campaigns (decision 0061); one that names
      // another merchant already fails the import on the table's key, and the whole file with it.
      await tx.delete(merchantNetworkIds).where(inArray(merchantNetworkIds.merchantId, ids));
      const networkIds = batch.flatMap(networkIdsOf);
      if (networkIds.length > 0) await tx.insert(merchantNetworkIds).values(networkIds);
    }
  });
  return { inserted, updated: rows.length - inserted };
}
