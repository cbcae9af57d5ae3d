import { z } from "zod";
import { text } from "./text";
import { stateFips } from "@/shared/geo/state-fips";

/** A line or outline as [longitude, latitude] points, GeoJSON's order. */
type Line = readonly (readonly [number, number])[];

/** A state of the shipped geography: its code, name and box, so the map asks only for those in view. */
export interface MapState {
  readonly fips: string;
  readonly name: string;
  /** [west, south, east, north] */
  readonly bbox: readonly [number, number, number, number];
}

/** GET /api/map/geography: the country's land and state lines, and the states to ask more of. */
export interface MapGeography {
  /** Polygons of land, each a list of rings (the first the outline, the rest holes). */
  readonly land: readonly (readonly Line[])[];
  readonly stateLines: readonly Line[];
  readonly states: readonly MapState[];
}

/** A place name to write on the map, the larger places first. */
export interface MapPlace {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** ZIP codes the place spans: the map writes larger places from farther out. */
  readonly size: number;
}

/** GET /api/map/states/{fips}: one state's county lines and place names. */
export interface MapStateDetail {
  readonly countyLines: readonly Line[];
  readonly places: readonly MapPlace[];
}

export const mapStateParamsSchema = z.object({
  fips: text().refine((fips) => fips in stateFips, "Unknown state"),
});

/**
 * GET /api/map/tiles/{z}/{x}/{y}: a tile of the deployment's tile server, through this origin;
 * the template both maps fill in (Leaflet's placeholders).
 */
export const mapTileTemplate = "/api/map/tiles/{z}/{x}/{y}";

/** One tile's address on this origin. */
export function mapTileUrl(z: number, x: number, y: number): string {
  return mapTileTemplate.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y));
}

export const mapTileParamsSchema = z
  .object({
    z: z.coerce.number().int().min(0).max(19),
    x: z.coerce.number().int().min(0),
    // "42" or "42.png": Leaflet's template carries the file's extension when the server has one.
    y: text()
      .regex(/^\d+(\.(png|jpg|jpeg|webp))?$/, "y must be a tile row")
      .transform((raw) => Number(raw.split(".")[0])),
  })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, "No such tile at this zoom");

/** Where the search map's background comes from, for the page to hand the map (decision 0067). */
export type MapSource =
  { readonly kind: "tiles"; readonly attribution: string } | { readonly kind: "shipped" };
