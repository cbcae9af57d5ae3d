import type * as Leaflet from "leaflet";
import { fetchMapGeography, fetchMapState } from "@/lib/client/api/map";
import type { MapState, MapStateDetail } from "@/shared/contracts/map";
import { chooseLabels } from "./map-labels";

type LeafletModule = typeof Leaflet;
type Line = readonly (readonly [number, number])[];

function multiLine(lines: readonly Line[]): GeoJSON.MultiLineString {
  return { type: "MultiLineString", coordinates: lines.map((line) => line.map((point) => [...point])) };
}

function multiPolygon(polygons: readonly (readonly Line[])[]): GeoJSON.MultiPolygon {
  return {
    type: "MultiPolygon",
    coordinates: polygons.map((polygon) => polygon.map((ring) => ring.map((point) => [...point]))),
  };
}

/** County lines and place names show from this zoom in; farther out, land and states only. */
const detailZoom = 7;

function intersects(bbox: MapState["bbox"], view: Leaflet.LatLngBounds): boolean {
  const [west, south, east, north] = bbox;
  return !(
    east < view.getWest() ||
    west > view.getEast() ||
    north < view.getSouth() ||
    south > view.getNorth()
  );
}

/**
 * The geography the product ships, drawn under the pins when the deployment has no tile server
 * or it does not answer (decision 0067): land, state lines, and from `detailZoom` in the county
 * lines and place names of the states in view, fetched once each. Lines are drawn on a canvas
 * (thousands of segments as SVG would be slow on a phone) and take no pointer or focus. Answers a
 * function that takes it all away again.
 */
export function drawShippedGeography(L: LeafletModule, map: Leaflet.Map): () => void {
  const abort = new AbortController();
  map.getContainer().classList.add("search-map--shipped");
  const basePane = map.createPane("geography");
  basePane.style.zIndex = "150";
  const labelPane = map.createPane("place-names");
  labelPane.style.zIndex = "450";
  labelPane.style.pointerEvents = "none";
  const renderer = L.canvas({ pane: "geography", padding: 0.5 });
  const lines = { renderer, pane: "geography", interactive: false } as const;
  const counties = L.layerGroup().addTo(map);
  const labels = L.layerGroup().addTo(map);
  const details = new Map<string, MapStateDetail | "loading">();
  let states: readonly MapState[] = [];

  const redrawDetail = () => {
    counties.clearLayers();
    labels.clearLayers();
    if (map.getZoom() < detailZoom) return;
    const view = map.getBounds();
    const candidates = [];
    for (const state of states) {
      if (!intersects(state.bbox, view)) continue;
      const detail = details.get(state.fips);
      if (detail === undefined) {
        details.set(state.fips, "loading");
        fetchMapState(state.fips, abort.signal)
          .then((loaded) => {
            details.set(state.fips, loaded);
            redrawDetail();
          })
          .catch(() => {
            // Left as loading: the map keeps its land and state lines, and no request repeats.
          });
        continue;
      }
      if (detail === "loading") continue;
      counties.addLayer(
        L.geoJSON(multiLine(detail.countyLines), { ...lines, style: { color: "#b9c2c8", weight: 0.8 } }),
      );
      for (const place of detail.places) {
        const point = map.latLngToContainerPoint([place.latitude, place.longitude]);
        candidates.push({ place, x: point.x, y: point.y });
      }
    }
    const size = map.getSize();
    for (const { place } of chooseLabels(candidates, { width: size.x, height: size.y }, map.getZoom()))
      labels.addLayer(
        L.marker([place.latitude, place.longitude], {
          pane: "place-names",
          interactive: false,
          keyboard: false,
          icon: L.divIcon({
            className: "",
            html: `<span class="map-place-name" aria-hidden="true">${escapeHtml(place.name)}</span>`,
            iconSize: [0, 0],
          }),
        }),
      );
  };

  fetchMapGeography(abort.signal)
    .then((geography) => {
      states = geography.states;
      L.geoJSON(multiPolygon(geography.land), {
        ...lines,
        style: { stroke: false, fillColor: "#f3f0e8", fillOpacity: 1 },
      }).addTo(map);
      L.geoJSON(multiLine(geography.stateLines), {
        ...lines,
        style: { color: "#8d989f", weight: 1.4 },
      }).addTo(map);
      redrawDetail();
    })
    .catch(() => {
      // The plain background stays: pins and "Search this area" work without geography.
    });
  map.on("moveend", redrawDetail);
  return () => {
    abort.abort();
    map.off("moveend", redrawDetail);
  };
}

/** A place name as text in the label's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}
