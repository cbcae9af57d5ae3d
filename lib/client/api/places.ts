import "client-only";
import type { PlaceSuggestions } from "@/shared/contracts/places";
import { getJson, serverChecked } from "./http";

/** Places for what is typed in the location box (GET /api/places/suggestions). */
export function fetchPlaceSuggestions(typed: string, signal?: AbortSignal) {
  return getJson(
    `/api/places/suggestions?q=${encodeURIComponent(typed)}`,
    serverChecked<PlaceSuggestions>(),
    signal,
  );
}
