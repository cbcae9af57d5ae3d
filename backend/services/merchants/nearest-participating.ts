import "server-only";
import type { Db } from "@/backend/db/client";
import { nearestMerchantTown } from "@/backend/db/queries/merchants-nearest";
import type { NearestRestaurants } from "@/shared/contracts/merchants";
import type { SearchPoint } from "./resolve-search-location";

/**
 * Where the nearest participating restaurants are, for a search around a place that has none
 * within its radius (Boise): the town of the nearest one and its distance in whole miles, so the
 * page can say how far they are and link to them instead of showing an empty grid. Null when a
 * restaurant lies inside the radius after all (filters emptied the page, not the area).
 */
export async function nearestParticipating(
  db: Db,
  point: SearchPoint,
  radiusMiles: number,
): Promise<NearestRestaurants | null> {
  const nearest = await nearestMerchantTown(db, point);
  if (!nearest || nearest.distance <= radiusMiles) return null;
  return { location: `${nearest.city}, ${nearest.state}`, distance: Math.round(nearest.distance) };
}
