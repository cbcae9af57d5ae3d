import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchPlaceSuggestions } from "@/lib/client/api/places";
import { placeKeys } from "./keys";

/** Suggested places for one typed text: reference data, so an answer stays good for the visit. */
export function placeSuggestionsQuery(typed: string) {
  const key = typed.trim().toLowerCase();
  return queryOptions({
    queryKey: placeKeys.suggestions(key),
    queryFn: ({ signal }) => fetchPlaceSuggestions(key, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
