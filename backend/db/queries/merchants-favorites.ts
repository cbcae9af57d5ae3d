import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { favorites } from "../schema";

/** The member's favourite merchant ids (only among `merchantIds` when given), oldest first. */
export async function listFavoriteMerchantIds(
  db: Db,
  {
    partnerCode,
    memberId,
    merchantIds,
  }: { partnerCode: string; memberId: string; merchantIds?: readonly string[] },
): Promise<string[]> {
  if (merchantIds?.length === 0) return [];
  const rows = await db
    .select({ merchantId: favorites.merchantId })
    .from(favorites)
    .where(
      and(
        eq(favorites.partnerCode, partnerCode),
        eq(favorites.memberId, memberId),
        merchantIds ? inArray(favorites.merchantId, [...merchantIds]) : undefined,
      ),
    )
    .orderBy(asc(favorites.createdAt), asc(favorites.merchantId));
  return rows.map((row) => row.merchantId);
}

/** Adds a favourite; adding one twice is a no-op (PUT is idempotent). */
export async function addFavorite(
  db: Db,
  { partnerCode, memberId, merchantId }: { partnerCode: string; memberId: string; merchantId: string },
): Promise<void> {
  await db.insert(favorites).values({ partnerCode, memberId, merchantId }).onConflictDoNothing();
}

/** Removes a favourite; removing a missing one is a no-op (DELETE is idempotent). */
export async function removeFavorite(
  db: Db,
  { partnerCode, memberId, merchantId }: { partnerCode: string; memberId: string; merchantId: string },
): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.partnerCode, partnerCode),
        eq(favorites.memberId, memberId),
        eq(favorites.merchantId, merchantId),
      ),
    );
}
