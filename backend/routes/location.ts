import "server-only";
import { Hono } from "hono";
import type { DefaultUserLocation } from "@/shared/contracts/default-user-location";
import { placeSuggestionsQuerySchema, type PlaceSuggestions } from "@/shared/contracts/places";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { suggestPlaces } from "../services/places/suggest-places";

/** How many places the location box lists at once. */
const suggestionLimit = 8;

export const locationRoutes = new Hono<AppEnv>();

// GET /api/DefaultUserLocation – where searches start when the browser gives no position
locationRoutes.get("/DefaultUserLocation", (c) => {
  // No IP-geolocation database ships offline, so the deployment configures its default point.
  const [latitude, longitude] = env().DEFAULT_USER_LOCATION.split(",").map(Number);
  const body: DefaultUserLocation = { latitude: latitude ?? 40.7577, longitude: longitude ?? -73.9857 };
  return c.json(body, 200, { "Cache-Control": "public, max-age=300" });
});

// GET /api/places/suggestions?q= – places for the search page's location box as the visitor
// types: cities, seeded neighbourhoods and ZIP codes from shipped data (no external geocoder),
// or the nearest spelling of a typo. Public reference data, the same for every visitor.
locationRoutes.get("/places/suggestions", validate("query", placeSuggestionsQuerySchema), (c) => {
  const body: PlaceSuggestions = suggestPlaces(c.req.valid("query").q, suggestionLimit);
  return c.json(body, 200, { "Cache-Control": "public, max-age=3600" });
});
