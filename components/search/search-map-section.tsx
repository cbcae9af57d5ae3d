"use client";

import { createElement, Suspense, useEffect, useRef } from "react";
import type { MerchantCardMember } from "@/components/merchants/card-member";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { onDemand } from "@/components/shell/on-demand";
import { useLoaded } from "@/lib/client/hooks/use-loaded";
import type { MapSource } from "@/shared/contracts/map";
import type { MerchantSearchParams, MerchantSearchResponse } from "@/shared/contracts/merchants";
import { loadResultCard } from "./search-results";
import type { SearchView } from "./use-search-url";

// Leaflet needs the browser; the map's code loads only there, after the page is interactive,
// and only once the map is on screen (beside the list from lg up, or the phone's map view).
// React.lazy rather than next/dynamic: the map never renders on the server, so next/dynamic's
// server-side half would be first-load weight for nothing (decision 0039).
const searchMap = onDemand(() => import("./search-map").then((module) => module.SearchMap));

function MapPlaceholder() {
  return <div className="size-full animate-pulse bg-black/5" />;
}

interface SearchMapSectionProps {
  /** The map is on screen and the page hydrated: only then does its code load. */
  readonly shown: boolean;
  /** The deployment's tiles or the geography the product ships (decision 0067). */
  readonly source: MapSource;
  readonly view: SearchView;
  readonly answer: MerchantSearchResponse | undefined;
  readonly bounds: MerchantSearchParams["bounds"];
  /** The card the list has under the pointer or focus, lit on the map. */
  readonly activeId: string | null;
  readonly selectedId: string | null;
  readonly onSelect: (merchantId: string) => void;
  readonly onSearchArea: (bounds: string) => void;
  readonly partner: MerchantCardPartner;
  readonly member: MerchantCardMember;
}

/**
 * The search page's map, beside the list from lg up or instead of it in the phone's map view,
 * and on phones the card of a tapped pin under it.
 */
export function SearchMapSection(props: SearchMapSectionProps) {
  const { shown, view, answer, selectedId, partner, member } = props;
  // The tapped pin's card draws with its box (no boundary to wait through), so the scroll below
  // finds it drawn: its code loads as the map starts to show, and is in long before the map's own
  // (larger) code has drawn a pin to tap.
  const SelectedCard = useLoaded(loadResultCard, shown);
  const selected = answer?.merchants.find((merchant) => merchant.id === selectedId) ?? null;
  const selectedCard = useRef<HTMLDivElement>(null);
  // A tapped pin's card is below the map on phones: bring it into view (above the survey bar).
  useEffect(() => {
    if (selectedId) selectedCard.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  return (
    <section aria-label="Map" className={view === "map" ? "" : "hidden lg:block"}>
      <div className="h-[max(20rem,calc(100svh-var(--overlay-bar-inset)-23rem))] overflow-hidden rounded-2xl border border-black/10 lg:sticky lg:top-20 lg:h-[calc(100vh-5rem-var(--overlay-bar-inset))]">
        {shown ? (
          <Suspense fallback={<MapPlaceholder />}>
            <searchMap.Lazy
              source={props.source}
              merchants={answer?.merchants ?? []}
              center={answer?.searchCenter ?? null}
              bounds={props.bounds}
              activeId={props.activeId ?? selectedId}
              onSelect={props.onSelect}
              onSearchArea={props.onSearchArea}
            />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      {selected && SelectedCard ? (
        <div
          ref={selectedCard}
          className="mt-4 scroll-mb-[calc(var(--overlay-bar-inset)+1rem)] lg:hidden"
          data-testid="selected-merchant"
        >
          {createElement(SelectedCard, { merchant: selected, partner, member, imageLayout: "single-card" })}
        </div>
      ) : null}
    </section>
  );
}
