"use client";

import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { cardMemberOf, MerchantCard, merchantCardPartner } from "@/components/merchants/merchant-card";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { positionKeys } from "@/lib/client/query/keys";
import { merchantSearchQuery } from "@/lib/client/query/merchant-queries";
import { carouselGeolocation } from "@/lib/shared/constants";
import { locatedVisitorPlace, visitorPlace } from "@/lib/client/visitor-place";
import {
  carouselHeadline,
  carouselRequest,
  needsPosition,
  parseCarouselSearch,
  viewAllHref,
} from "@/lib/shared/merchants/carousel-query";
import { getPartner } from "@/partners/registry";
import { FlexOffer } from "@/components/merchants/detail/flex-offer";
import { CarouselTrack } from "./carousel-track";

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
}: {
  searchString: string;
  headline: string;
  body: string;
}) {
  const params = useMemo(() => parseCarouselSearch(searchString), [searchString]);
  const member = useMember();
  // The partner layout names its partner on <html>; cards need its earn rules and flags.
  const partnerCode = useBrowserValue(() => document.documentElement.dataset["partner"] ?? "", "");
  const partner = useMemo(() => {
    const found = getPartner(partnerCode);
    return found ? merchantCardPartner(found.effective) : null;
  }, [partnerCode]);
  // The spec's carousel reads each card's flex offer for a signed-in member (FlexOffer asks
  // only when a member is signed in).
  const hasFlexOffers = getPartner(partnerCode)?.effective.hasFlexOffers ?? false;

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
      {!merchants || !partner ? (
        <ul className="mt-4 flex gap-4 overflow-hidden" aria-hidden="true" data-testid="carousel-loading">
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index} className="h-80 w-[250px] shrink-0 animate-pulse rounded-2xl bg-black/5" />
          ))}
        </ul>
      ) : (
        <CarouselTrack label={title} count={merchants.length}>
          {merchants.map((merchant) => (
            <MerchantCard
              key={merchant.id}
              merchant={merchant}
              partner={partner}
              member={cardMemberOf(member)}
              personalOffer={hasFlexOffers ? <FlexOffer merchantId={merchant.id} variant="card" /> : undefined}
            />
          ))}
        </CarouselTrack>
      )}
    </section>
  );
}
