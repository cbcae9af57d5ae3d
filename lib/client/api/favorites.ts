import "client-only";
import type { FavoritesResponse } from "@/shared/contracts/merchants";
import { getJson, sendJson, serverChecked } from "./http";

const favoritesAnswer = serverChecked<FavoritesResponse>();

/** The ids of the member's favourite merchants (GET /api/Member/Favorites). */
export async function fetchFavoriteIds(signal?: AbortSignal): Promise<readonly string[]> {
  return (await getJson("/api/Member/Favorites", favoritesAnswer, signal)).merchantIds;
}

/** Adds or removes one favourite; answers the member's whole list as the server has it. */
export async function setFavorite(merchantId: string, favorite: boolean): Promise<readonly string[]> {
  const path = `/api/Member/Favorites/${encodeURIComponent(merchantId)}`;
  return (await sendJson(favorite ? "PUT" : "DELETE", path, undefined, favoritesAnswer)).merchantIds;
}
