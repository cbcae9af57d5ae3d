import { z } from "zod";
import { text } from "./text";

/** GET /api/places/suggestions query: what the visitor has typed in the location box so far. */
export const placeSuggestionsQuerySchema = z.object({
  q: text()
    .trim()
    .min(1, "q is what was typed: at least 1 character")
    .max(100, "q is at most 100 characters"),
});

/** One suggested place: the value the box takes ("Chicago, IL", "60611") and what kind of place it is. */
export const placeOptionSchema = z.object({
  label: text(),
  kind: z.enum(["city", "neighborhood", "zip"]),
  /** For a ZIP code, the city it is in. */
  detail: text().optional(),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;

/** GET /api/places/suggestions answer: matching places, or the nearest spelling when none match. */
export const placeSuggestionsSchema = z.object({
  places: z.array(placeOptionSchema),
  didYouMean: placeOptionSchema.nullable(),
});
export type PlaceSuggestions = z.infer<typeof placeSuggestionsSchema>;
