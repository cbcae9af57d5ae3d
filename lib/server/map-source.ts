import "server-only";
import { env } from "@/platform/env";
import type { MapSource } from "@/shared/contracts/map";

/**
 * Where this deployment's maps take their background (decision 0067): its tile server
 * (MAP_TILE_URL, read when the server starts, so no rebuild), fetched through this origin, or
 * the geography the product ships. The same for every visitor of the deployment.
 */
export function mapSource(): MapSource {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return MAP_TILE_URL ? { kind: "tiles", attribution: MAP_TILE_ATTRIBUTION } : { kind: "shipped" };
}

/** The start-up line that says which map source is in use, without the tile server's address. */
export function mapSourceLine(): string {
  const source = mapSource();
  if (source.kind === "shipped")
    return "Maps: the shipped geography (state and county lines, place names); set MAP_TILE_URL for map tiles.";
  return `Maps: tiles from ${new URL(env().MAP_TILE_URL.replace(/[{}]/g, "")).host}, through /api/map/tiles.`;
}
