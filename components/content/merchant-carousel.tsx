"use client";

import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useMemo, useState } from "react";
import { cardMemberOf } from "@/components/merchants/card-member";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { useMember } from "@/lib/client/hooks/use-member";
import { positionKeys } from "@/lib/client/query/keys";
import { merchantSearchQuery } from "@/lib/client/query/merchant-search-query";
import { carouselGeolocation } from "@/shared/constants";
import { locatedVisitorPlace, visitorPlace } from "@/lib/client/visitor-place";
import {
  carouselHeadline,
  carouselRequest,
  needsPosition,
  parseCarouselSearch,
  viewAllHref,
} from "@/shared/merchants/carousel-query";

// The cards (and the image component with them) draw only once the block's search answered in
// the browser, never in the server's HTML: their code starts loading with the page, after
// hydration, instead of in its first-load bundle (docs/performance.md, Bundles).
const cardsModule = import("./carousel-cards");
const CarouselCards = lazy(() => cardsModule.then((module) => ({ default: module.CarouselCards })));

function CarouselSkeleton() {
  return (
    <ul className="mt-4 flex gap-4 overflow-hidden" aria-hidden="true" data-testid="carousel-loading">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className="h-80 w-[250px] shrink-0 animate-pulse rounded-2xl bg-black/5" />
      ))}
    </ul>
  );
}

/** What a carousel's cards need of the partner: its card rules and whether it has flex offers. */
export interface CarouselPartner {
  readonly card: MerchantCardPartner;
  readonly hasFlexOffers: boolean;
}

/**
 * The merchant-search editorial block (public-and-shared §2 Merchant carousel): runs the
 * block's search in the browser, then shows the merchants in a draggable carousel with a
 * "View all" link to the same search on /search. A near-me block searches where the visitor is
 * once that is known (location already granted, or the place they searched), else the fallback
 * point with a "Use my location" button; its headline names the place it searched.
 */
export function MerchantCarousel({
  searchString,
  headline,
  body,
  partner,
}: {
  searchString: string;
  headline: string;
  body: string;
  /** The cards' partner rules, from the server: the partner registry stays out of the browser. */
  partner: CarouselPartner;
}) {
  const params = useMemo(() => parseCarouselSearch(searchString), [searchString]);
  const member = useMember();
  // The spec's carousel reads each card's flex offer for a signed-in member (FlexOffer asks
  // only when a member is signed in).
  const { card, hasFlexOffers } = partner;

  const positionNeeded = needsPosition(params);
  const queryClient = useQueryClient();
  const place = useQuery({
    queryKey: positionKeys.carousel(),
    queryFn: visitorPlace,
    // Every near-me block of the page shares one place, good for as long as the browser may
    // reuse a position (the geolocation maximumAge).
    staleTime: carouselGeolocation.maximumAge,
    enabled: positionNeeded,
  });
  const [locating, setLocating] = useState(false);
  // undefined while the visitor's place is awaited.
  const request = carouselRequest(params, positionNeeded ? place.data : undefined);
  const search = useQuery({ ...merchantSearchQuery(request ?? {}), enabled: Boolean(request) });
  const merchants = search.data?.merchants;
  const title = carouselHeadline(headline, search.data?.searchCenter);

  // The visitor's gesture: the one moment the browser may ask for the position.
  async function locateVisitor() {
    setLocating(true);
    try {
      queryClient.setQueryData(positionKeys.carousel(), await locatedVisitorPlace());
    } catch {
      // Refused: the block keeps the place it has.
    } finally {
      setLocating(false);
    }
  }

  const headingId = `carousel-${searchString.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  const href = viewAllHref(params);
  // Nothing to show for this block: no results, or a search that could not run.
  if (merchants?.length === 0 || search.isError) return null;
  return (
    <section aria-labelledby={headingId} className="w-full" data-testid="merchant-search-block">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={headingId} className="text-2xl font-bold">
            {title}
          </h2>
          {body ? <p className="text-muted mt-1">{body}</p> : null}
        </div>
        <Link
          href={href}
          className="text-brand inline-flex min-h-11 items-center font-bold underline underline-offset-4"
          data-testid="carousel-view-all"
        >
          View all<span className="sr-only">: {title}</span>
        </Link>
      </div>
      {positionNeeded && place.data?.source === "fallback" ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm" data-testid="carousel-no-location">
          <span>Allow location access to see restaurants near you.</span>
          <button
            type="button"
            onClick={() => void locateVisitor()}
            disabled={locating}
            className="text-brand min-h-11 font-bold underline underline-offset-4"
          >
            Use my location
          </button>
        </p>
      ) : null}
      {merchants ? (
        <Suspense fallback={<CarouselSkeleton />}>
          <CarouselCards
            label={title}
            merchants={merchants}
            partner={card}
            member={cardMemberOf(member)}
            hasFlexOffers={hasFlexOffers}
          />
        </Suspense>
      ) : (
        <CarouselSkeleton />
      )}
    </section>
  );
}
