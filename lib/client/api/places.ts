import "client-only";
import { placeSuggestionsSchema } from "@/lib/shared/contracts/places";
import { getJson } from "./http";

/** Places for what is typed in the location box (GET /api/places/suggestions). */
export function fetchPlaceSuggestions(typed: string, signal?: AbortSignal) {
  return getJson(`/api/places/suggestions?q=${encodeURIComponent(typed)}`, placeSuggestionsSchema, signal);
}
