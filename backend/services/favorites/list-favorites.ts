import "server-only";
import type { Db } from "@/backend/db/client";
import { listFavoriteMerchantIds } from "@/backend/db/queries/merchants-favorites";
import type { FavoritesResponse } from "@/shared/contracts/merchants";

/** The member's favourite merchants, in the order they were added. */
export async function listFavorites(
  db: Db,
  { partnerCode, memberId }: { partnerCode: string; memberId: string },
): Promise<FavoritesResponse> {
  return { merchantIds: await listFavoriteMerchantIds(db, { partnerCode, memberId }) };
}
