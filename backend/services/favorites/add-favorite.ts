import "server-only";
import type { Db } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import { addFavorite as insertFavorite } from "@/backend/db/queries/merchants-favorites";
import type { FavoritesResponse } from "@/shared/contracts/merchants";
import { listFavorites } from "./list-favorites";

/** Marks a merchant as a favourite (idempotent); null when there is no such merchant. */
export async function addFavorite(
  db: Db,
  input: { partnerCode: string; memberId: string; merchantId: string },
): Promise<FavoritesResponse | null> {
  if (!(await findMerchant(db, { merchantId: input.merchantId }))) return null;
  await insertFavorite(db, input);
  return listFavorites(db, input);
}
