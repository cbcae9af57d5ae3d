import "server-only";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import counties from "us-atlas/counties-10m.json" with { type: "json" };
import type { MapGeography, MapState, MapStateDetail } from "@/shared/contracts/map";
import { stateFips } from "@/shared/geo/state-fips";
import { placeIndex } from "../places/place-index";

type Point = [number, number];
type Line = Point[];

// The Census Bureau's 1:10,000,000 shapes, quantized to about 400 m: three decimals keep all of it.
const precision = 3;

/** The atlas's land, state and county shapes, under the names the file gives them. */
const atlas = counties as unknown as Topology<{
  nation: GeometryCollection;
  states: GeometryCollection<{ name: string }>;
  counties: GeometryCollection<{ name: string }>;
}>;

/** A line with its points rounded, and points that round to the one before dropped. */
function rounded(line: readonly number[][]): Line {
  const out: Line = [];
  for (const [longitude = 0, latitude = 0] of line) {
    const point: Point = [Number(longitude.toFixed(precision)), Number(latitude.toFixed(precision))];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function boxOf(rings: readonly (readonly number[][])[]): MapState["bbox"] {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const ring of rings)
    for (const [longitude = 0, latitude = 0] of ring) {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    }
  return [west, south, east, north];
}

let geography: MapGeography | undefined;

/**
 * The country as the search map draws it when the deployment has no tile server (decision 0067):
 * land, state lines, and each state's box. Made once, from the us-atlas package the product ships.
 */
export function usGeography(): MapGeography {
  if (geography) return geography;
  const land = feature(atlas, atlas.objects.nation).features.flatMap((shape) =>
    shape.geometry.type === "MultiPolygon"
      ? shape.geometry.coordinates.map((polygon) => polygon.map(rounded))
      : shape.geometry.type === "Polygon"
        ? [shape.geometry.coordinates.map(rounded)]
        : [],
  );
  const stateLines = mesh(atlas, atlas.objects.states, (a, b) => a !== b).coordinates.map(rounded);
  const states = feature(atlas, atlas.objects.states).features.flatMap((shape): MapState[] => {
    const fips = String(shape.id);
    if (!(fips in stateFips)) return [];
    const rings =
      shape.geometry.type === "MultiPolygon"
        ? shape.geometry.coordinates.flat()
        : shape.geometry.type === "Polygon"
          ? shape.geometry.coordinates
          : [];
    return [{ fips, name: shape.properties.name, bbox: boxOf(rings) }];
  });
  geography = { land, stateLines, states };
  return geography;
}

/** How many place names one state offers the map: its largest, enough for any view of it. */
const placesPerState = 400;

const details = new Map<string, MapStateDetail>();

/**
 * One state's county lines (between two of its counties; its own border is a state line) and
 * the names of its places from the ZIP data the location box uses, larger places first.
 */
export function usStateDetail(fips: string): MapStateDetail {
  const known = details.get(fips);
  if (known) return known;
  const inState = (county: { id?: string | number }) => String(county.id).slice(0, 2) === fips;
  const countyLines = mesh(
    atlas,
    atlas.objects.counties,
    (a, b) => a !== b && inState(a) && inState(b),
  ).coordinates.map(rounded);
  const postal = stateFips[fips];
  const places = [...placeIndex().cities.values()]
    // A one-ZIP "place" named by three letters or fewer is an organisation's own ZIP code (a
    // company, a university), not a town to write on a map.
    .filter((named) => named.place.state === postal && (named.size > 1 || named.name.length > 3))
    .sort((a, b) => b.size - a.size)
    .slice(0, placesPerState)
    .map((named) => ({
      name: named.place.label.replace(/, [A-Z]{2}$/, ""),
      latitude: named.place.latitude,
      longitude: named.place.longitude,
      size: named.size,
    }));
  const detail = { countyLines, places };
  details.set(fips, detail);
  return detail;
}
