"use client";

import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./search-map.css";
import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState } from "react";
import { readStored, writeStored } from "@/lib/client/browser/stored-values";
import { defaultLocation } from "@/shared/constants";
import { mapTileTemplate, type MapSource } from "@/shared/contracts/map";
import type { MerchantSearchResponse, MerchantSummary } from "@/shared/contracts/merchants";
import { parseMapView, pinHtml } from "./map-view";
import { insetCorners } from "./search-area";
import { drawShippedGeography } from "./shipped-geography";

type LeafletModule = typeof Leaflet;

interface MapParts {
  L: LeafletModule;
  map: Leaflet.Map;
  cluster: Leaflet.MarkerClusterGroup;
  markers: Map<string, Leaflet.Marker>;
  /** True while the page itself moves the map (fitting results), so only the visitor's moves offer "Search this area". */
  programmatic: boolean;
  /** A view to apply once the map has a size (it was hidden behind the list on a small screen). */
  pendingFit: (() => void) | null;
}

/**
 * The results on a Leaflet map with clustered markers. Markers are the page's own divIcons;
 * hovering or focusing a card highlights its marker, clicking a marker selects its card. When
 * the visitor moves the map, "Search this area" searches the visible bounds.
 */
export function SearchMap({
  source,
  merchants,
  center,
  bounds,
  activeId,
  onSelect,
  onSearchArea,
}: {
  /** The deployment's tiles, through this origin, or the geography the product ships. */
  source: MapSource;
  merchants: readonly MerchantSummary[];
  center: MerchantSearchResponse["searchCenter"];
  /** The URL's bounds when the results are a "search this area": the view stays as it was. */
  bounds: string | undefined;
  activeId: string | null;
  onSelect: (merchantId: string) => void;
  onSearchArea: (bounds: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const [ready, setReady] = useState(false);
  // The results the visitor moved the map away from: "Search this area" shows until new results arrive.
  const [movedFrom, setMovedFrom] = useState<readonly MerchantSummary[] | null>(null);
  const moved = movedFrom !== null && movedFrom === merchants;
  const latest = useRef({ onSelect, merchants });
  useEffect(() => {
    latest.current = { onSelect, merchants };
  });

  // Plain values, so the map is made once per mounted map and source, not once per render.
  const sourceKind = source.kind;
  const attribution = source.kind === "tiles" ? source.attribution : "";
  // Leaflet touches window, so it loads in the browser only, once per mounted map.
  useEffect(() => {
    const life = { disposed: false };
    let observer: ResizeObserver | undefined;
    let dispose: (() => void) | undefined;
    void (async () => {
      const L = (await import("leaflet")).default;
      // The cluster plugin extends the global L that Leaflet's bundle sets.
      await import("leaflet.markercluster");
      const element = container.current;
      if (life.disposed || !element) return;
      const stored = parseMapView(readStored("mapView"));
      const map = L.map(element, {
        center: stored
          ? [stored.latitude, stored.longitude]
          : [defaultLocation.latitude, defaultLocation.longitude],
        zoom: stored?.zoom ?? 12,
        // The cluster plugin needs a maximum zoom, which a tile layer would otherwise give.
        minZoom: 3,
        maxZoom: 18,
        // The wheel scrolls the page over the map until the visitor chose the map (a click or
        // focus); leaving it gives the wheel back to the page.
        scrollWheelZoom: false,
        attributionControl: sourceKind === "tiles",
      });
      map.on("focus mousedown", () => {
        map.scrollWheelZoom.enable();
      });
      map.on("blur", () => {
        map.scrollWheelZoom.disable();
      });
      element.addEventListener("mouseleave", () => {
        if (document.activeElement !== element) map.scrollWheelZoom.disable();
      });
      let removeGeography: (() => void) | null = null;
      if (sourceKind === "tiles") {
        const tiles = L.tileLayer(mapTileTemplate, {
          attribution,
          maxZoom: 19,
        }).addTo(map);
        // A tile server that does not answer: the map draws its own geography instead of gaps.
        let loaded = 0;
        let failed = 0;
        tiles.on("tileload", () => {
          loaded += 1;
        });
        tiles.on("tileerror", () => {
          failed += 1;
          if (failed >= 4 && loaded === 0 && !removeGeography) {
            tiles.remove();
            removeGeography = drawShippedGeography(L, map);
          }
        });
      } else {
        removeGeography = drawShippedGeography(L, map);
      }
      dispose = () => {
        removeGeography?.();
      };
      const cluster = L.markerClusterGroup({
        showCoverageOnHover: false,
        maxClusterRadius: 50,
        iconCreateFunction: (group) =>
          L.divIcon({
            html: `<span class="search-cluster">${group.getChildCount()}</span>`,
            className: "",
            iconSize: [40, 40],
          }),
      });
      map.addLayer(cluster);
      const state: MapParts = { L, map, cluster, markers: new Map(), programmatic: false, pendingFit: null };
      map.on("moveend", () => {
        const middle = map.getCenter();
        writeStored(
          "mapView",
          JSON.stringify({ latitude: middle.lat, longitude: middle.lng, zoom: map.getZoom() }),
        );
        if (!state.programmatic) setMovedFrom(latest.current.merchants);
      });
      observer = new ResizeObserver(() => {
        state.programmatic = true;
        map.invalidateSize({ animate: false });
        state.programmatic = false;
        if (element.clientWidth > 0 && state.pendingFit) {
          const fit = state.pendingFit;
          state.pendingFit = null;
          fit();
        }
      });
      observer.observe(element);
      parts.current = state;
      setReady(true);
    })();
    return () => {
      life.disposed = true;
      observer?.disconnect();
      dispose?.();
      parts.current?.map.remove();
      parts.current = null;
    };
  }, [sourceKind, attribution]);

  // New results: new markers, and (unless the visitor chose the area) a view that shows them.
  useEffect(() => {
    const state = parts.current;
    if (!ready || !state) return;
    const { L, map, cluster, markers } = state;
    cluster.clearLayers();
    markers.clear();
    merchants.forEach((merchant, index) => {
      const marker = L.marker([merchant.location.latitude, merchant.location.longitude], {
        icon: L.divIcon({
          html: pinHtml(index + 1, false),
          className: "",
          iconSize: [32, 32],
          iconAnchor: [16, 32],
        }),
        title: merchant.name,
        alt: merchant.name,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on("click", () => {
        latest.current.onSelect(merchant.id);
      });
      markers.set(merchant.id, marker);
    });
    cluster.addLayers([...markers.values()]);
    const fit = () => {
      state.programmatic = true;
      if (bounds) {
        // A shared "search this area" link shows that area; the visitor's own search is already in view.
        const [south = 0, west = 0, north = 0, east = 0] = bounds.split(",").map(Number);
        const area = L.latLngBounds([south, west], [north, east]);
        if (!map.getBounds().contains(area.getCenter())) map.fitBounds(area, { animate: false });
      } else if (merchants.length > 0) {
        const area = L.latLngBounds(merchants.map((m) => [m.location.latitude, m.location.longitude]));
        map.fitBounds(area, { padding: [40, 40], maxZoom: 15, animate: false });
      } else if (center) {
        map.setView([center.latitude, center.longitude], 12, { animate: false });
      }
      state.programmatic = false;
    };
    if (map.getContainer().clientWidth > 0) {
      state.pendingFit = null;
      fit();
    } else {
      state.pendingFit = fit;
    }
  }, [ready, merchants, center, bounds]);

  // The highlighted merchant: its pin, or the cluster that holds it, in the accent colour.
  useEffect(() => {
    const state = parts.current;
    if (!ready || !state || !activeId) return;
    const marker = state.markers.get(activeId);
    if (!marker) return;
    const index = merchants.findIndex((merchant) => merchant.id === activeId) + 1;
    marker.setIcon(
      state.L.divIcon({
        html: pinHtml(index, true),
        className: "",
        iconSize: [32, 32],
        iconAnchor: [16, 32],
      }),
    );
    marker.setZIndexOffset(1000);
    const parent = state.cluster.getVisibleParent(marker) as Leaflet.Marker | null;
    const clusterElement = parent && parent !== marker ? parent.getElement() : undefined;
    clusterElement?.classList.add("is-active");
    return () => {
      marker.setIcon(
        state.L.divIcon({
          html: pinHtml(index, false),
          className: "",
          iconSize: [32, 32],
          iconAnchor: [16, 32],
        }),
      );
      marker.setZIndexOffset(0);
      clusterElement?.classList.remove("is-active");
    };
  }, [ready, activeId, merchants]);

  return (
    <div className="relative size-full">
      <div
        ref={container}
        className="search-map size-full"
        role="region"
        aria-label="Map of results"
        data-testid="search-map"
      />
      {moved ? (
        <button
          type="button"
          className="button-primary absolute top-3 left-1/2 z-[1000] !min-h-11 -translate-x-1/2 !px-5 text-sm whitespace-nowrap shadow-lg"
          onClick={() => {
            const state = parts.current;
            if (!state) return;
            // The view less the strips under the controls and the pins' height (search-area.ts).
            const { topLeft, bottomRight } = insetCorners(state.map.getSize());
            const northWest = state.map.containerPointToLatLng(topLeft);
            const southEast = state.map.containerPointToLatLng(bottomRight);
            const box = [southEast.lat, northWest.lng, northWest.lat, southEast.lng];
            setMovedFrom(null);
            onSearchArea(box.map((value) => value.toFixed(4)).join(","));
          }}
        >
          Search this area
        </button>
      ) : null}
    </div>
  );
}
