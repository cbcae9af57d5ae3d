import "server-only";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../client";
import { merchants } from "../schema";
import { listedMerchant } from "./merchants";
import { distanceMiles, type GeoPoint } from "./merchants-search";

/** The listed merchant nearest to a point, anywhere: its town and how far it is (miles). Null with no merchants. */
export async function nearestMerchantTown(
  db: Db,
  point: GeoPoint,
): Promise<{ city: string; state: string; distance: number } | null> {
  const distance = distanceMiles(point);
  const [row] = await db
    .select({ city: merchants.city, state: merchants.state, distance: sql<number>`${distance}` })
    .from(merchants)
    .where(listedMerchant)
    .orderBy(asc(distance))
    .limit(1);
  return row ? { city: row.city, state: row.state, distance: row.distance } : null;
}
