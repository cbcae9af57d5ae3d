import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { merchants } from "../schema";

export type MerchantRecord = typeof merchants.$inferSelect;

/**
 * A merchant in the program: not removed. Every list, search, page and booking reads merchants
 * through this condition; a removed one is kept only for where it was (docs/decisions/0066).
 */
export const listedMerchant = isNull(merchants.removedAt);

/** One listed merchant by id. Merchants are shared by every partner, so no partner scope here. */
export async function findMerchant(
  db: Db,
  { merchantId }: { merchantId: string },
): Promise<MerchantRecord | undefined> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), listedMerchant));
  return row;
}

/** Where a removed merchant was, when the database still keeps it: its last known place. */
export interface RemovedMerchantPlace {
  readonly name: string;
  readonly neighborhood: string;
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The last known place of a merchant that left the program; undefined for a listed or unknown id. */
export async function findRemovedMerchant(
  db: Db,
  { merchantId }: { merchantId: string },
): Promise<RemovedMerchantPlace | undefined> {
  const [row] = await db
    .select({
      name: merchants.name,
      neighborhood: merchants.neighborhood,
      city: merchants.city,
      state: merchants.state,
      latitude: merchants.latitude,
      longitude: merchants.longitude,
    })
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), isNotNull(merchants.removedAt)));
  return row;
}
