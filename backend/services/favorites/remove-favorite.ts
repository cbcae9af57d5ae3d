import "server-only";
import type { Db } from "@/backend/db/client";
import { removeFavorite as deleteFavorite } from "@/backend/db/queries/merchants-favorites";
import type { FavoritesResponse } from "@/shared/contracts/merchants";
import { listFavorites } from "./list-favorites";

/** Unmarks a favourite (idempotent: removing one that is not there answers the list as it is). */
export async function removeFavorite(
  db: Db,
  input: { partnerCode: string; memberId: string; merchantId: string },
): Promise<FavoritesResponse> {
  await deleteFavorite(db, input);
  return listFavorites(db, input);
}
