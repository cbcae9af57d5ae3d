"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { cardMemberOf, MerchantCard, merchantCardPartner } from "@/components/merchants/merchant-card";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { positionKeys } from "@/lib/client/query/keys";
import { merchantSearchQuery } from "@/lib/client/query/merchant-queries";
import { carouselGeolocation } from "@/lib/shared/constants";
import { browserPosition } from "@/lib/client/browser-position";
import {
  carouselRequest,
  needsPosition,
  parseCarouselSearch,
  viewAllHref,
} from "@/lib/shared/merchants/carousel-query";
import { getPartner } from "@/partners/registry";
import { CarouselTrack } from "./carousel-track";

/**
 * The merchant-search editorial block (public-and-shared §2 Merchant carousel): runs the
 * block's search in the browser (near-me searches wait for the visitor's position and are
 * skipped without one), then shows the merchants in a draggable carousel with a "View all"
 * link to the same search on /search.
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

  const positionNeeded = needsPosition(params);
  const position = useQuery({
    queryKey: positionKeys.carousel(),
    // A refusal or a timeout is an answer too: the block then offers the search page instead.
    queryFn: () => browserPosition(carouselGeolocation).catch(() => null),
    // Every near-me block of the page shares one position, good for as long as the browser
    // may reuse it (the geolocation maximumAge).
    staleTime: carouselGeolocation.maximumAge,
    enabled: positionNeeded,
  });
  // undefined while the position is awaited; null when the block cannot search at all.
  const request = !positionNeeded
    ? carouselRequest(params, null)
    : position.isSuccess
      ? carouselRequest(params, position.data)
      : undefined;
  const search = useQuery({ ...merchantSearchQuery(request ?? {}), enabled: Boolean(request) });
  const merchants = search.data?.merchants;

  const headingId = `carousel-${searchString.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  const href = viewAllHref(params);
  // Nothing to show for this block: no results, or a search that could not run.
  if (merchants?.length === 0 || search.isError) return null;
  return (
    <section aria-labelledby={headingId} className="w-full" data-testid="merchant-search-block">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={headingId} className="text-2xl font-bold">
            {headline}
          </h2>
          {body ? <p className="text-muted mt-1">{body}</p> : null}
        </div>
        <Link
          href={href}
          className="text-brand inline-flex min-h-11 items-center font-bold underline underline-offset-4"
          data-testid="carousel-view-all"
        >
          View all<span className="sr-only">: {headline}</span>
        </Link>
      </div>
      {request === null ? (
        <p className="mt-4 rounded-2xl bg-black/[0.03] p-5" data-testid="carousel-no-location">
          Allow location access to see restaurants near you, or{" "}
          <Link href="/search" className="text-brand font-bold underline underline-offset-4">
            search by city or ZIP code
          </Link>
          .
        </p>
      ) : !merchants || !partner ? (
        <ul className="mt-4 flex gap-4 overflow-hidden" aria-hidden="true" data-testid="carousel-loading">
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index} className="h-80 w-[250px] shrink-0 animate-pulse rounded-2xl bg-black/5" />
          ))}
        </ul>
      ) : (
        <CarouselTrack label={headline} count={merchants.length}>
          {merchants.map((merchant) => (
            <MerchantCard
              key={merchant.id}
              merchant={merchant}
              partner={partner}
              member={cardMemberOf(member)}
            />
          ))}
        </CarouselTrack>
      )}
    </section>
  );
}
