import "client-only";
import type { MapGeography, MapStateDetail } from "@/shared/contracts/map";
import { getJson, serverChecked } from "./http";

/** The country's land and state lines, for a map without tiles (GET /api/map/geography). */
export function fetchMapGeography(signal?: AbortSignal) {
  return getJson("/api/map/geography", serverChecked<MapGeography>(), signal);
}

/** One state's county lines and place names (GET /api/map/states/{fips}). */
export function fetchMapState(fips: string, signal?: AbortSignal) {
  return getJson(`/api/map/states/${encodeURIComponent(fips)}`, serverChecked<MapStateDetail>(), signal);
}
