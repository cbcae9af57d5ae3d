import "server-only";
import type { Db } from "@/backend/db/client";
import { findRemovedMerchant } from "@/backend/db/queries/merchants";
import { merchantSearchQuerySchema } from "@/shared/contracts/merchants";
import { removedMerchantNearbyCount, type RemovedMerchantNearby } from "@/shared/contracts/removed-merchant";
import { searchMerchants } from "./search-merchants";

/**
 * For the page of a merchant that left the program: the listed restaurants nearest to where it
 * was, as a visitor's search there would list them (the default radius, nearest first). Null when
 * the database does not keep the id (never listed, or deleted outright): then there is no place
 * to start from, and the page offers the search alone (docs/decisions/0066).
 */
export async function nearbyAfterRemoval(
  db: Db,
  input: { partnerCode: string; merchantId: string },
): Promise<RemovedMerchantNearby | null> {
  const place = await findRemovedMerchant(db, { merchantId: input.merchantId });
  if (!place) return null;
  const query = merchantSearchQuerySchema.parse({
    location: `${String(place.latitude)},${String(place.longitude)}`,
    sortBy: "distance",
    pageSize: String(removedMerchantNearbyCount),
  });
  const { merchants } = await searchMerchants(db, { partnerCode: input.partnerCode, query });
  const { name, neighborhood, city, state } = place;
  return { removed: { name, neighborhood, city, state }, merchants };
}
