"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cardMemberOf } from "@/components/merchants/card-member";
import type { MerchantCardPartner } from "@/components/merchants/merchant-card-model";
import { onDemand } from "@/components/shell/on-demand";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMediaQuery } from "@/lib/client/hooks/use-media-query";
import { useMember } from "@/lib/client/hooks/use-member";
import { browserSessionExpiry } from "@/lib/client/session-cookie";
import { ApiError } from "@/lib/client/api/http";
import { merchantSearchQuery } from "@/lib/client/query/merchant-search-query";
import { writeStored } from "@/lib/client/browser/stored-values";
import { whenIdle } from "@/lib/client/browser/when-idle";
import type { MapSource } from "@/shared/contracts/map";
import type { MerchantSearchParams } from "@/shared/contracts/merchants";
import type { SearchCopy } from "@/shared/copy/search-copy";
import type { FirstSearchPage } from "@/shared/merchants/search-place";
import { toSearchQueryString } from "@/shared/merchants/search-query-string";
import {
  activeFilterCount,
  filtersFromParams,
  sortOf,
  type SearchFilters,
} from "@/shared/rules/search-filters";
import { clampedPageNotice } from "@/shared/rules/clamped-page-notice";
import { withPlaceAndTyped } from "@/shared/copy/place-token";
import { CollapsibleSearchForm } from "./collapsible-search-form";
import { EmptyResults } from "./empty-results";
import { FiltersPanelOnDemand, warmFiltersPanel } from "./filters-panel-on-demand";
import { PagerClicks } from "./pager-clicks";
import type { SearchFeatures } from "./search-features";
import { SearchForm } from "./search-form";
import { SearchMapSection } from "./search-map-section";
import { resultCard, ResultsSkeleton, SearchResults, type DrawnCards } from "./search-results";
import { closedNowSentence, correctedPlace, resultsSentence, searchSummary } from "./search-status";
import { SearchToolbar } from "./search-toolbar";
import { useLocatedSearch } from "./use-located-search";
import { useSearchUrl } from "./use-search-url";

// The pager for an answer the browser fetched; the server drew the first answer's (decision 0041).
const pagination = onDemand(() => import("./pagination").then((module) => module.Pagination));

// How far the nearest restaurants are, for an empty answer the browser fetched; the server drew
// the first answer's (decision 0041).
const nearestRestaurants = onDemand(() =>
  import("./nearest-restaurants").then((module) => module.NearestRestaurants),
);

/** A pager the server drew, with the page and page count it was drawn for. */
export interface DrawnPager {
  current: number;
  total: number;
  node: ReactNode;
}

/** The theme's lg breakpoint (app/globals.css), where the map shows beside the list. */
const mapBesideList = "(min-width: 861px)";

/** The search page: form, toolbar, results with paging, and the map beside or instead of them. */
export function SearchScreen({
  partner,
  features,
  copy,
  sidebar,
  first,
  firstCards,
  firstPager,
  firstNearest,
  mapSource,
}: {
  partner: MerchantCardPartner;
  features: SearchFeatures;
  copy: SearchCopy;
  /**
   * The partner's 'search' sidebar, under the results and map: drawn on the server (it is the
   * same for every visit), so its code stays out of the page's JavaScript.
   */
  sidebar?: ReactNode;
  first: FirstSearchPage | null;
  /** The server's cards for `first`'s merchants, in their order (components/search/result-card.tsx). */
  firstCards?: readonly ReactNode[] | undefined;
  /** The server's pager for `first` (components/search/pagination.tsx). */
  firstPager?: DrawnPager | undefined;
  /**
   * The server's "nearest restaurants" for `first`, when it found none
   * (components/search/nearest-restaurants.tsx).
   */
  firstNearest?: ReactNode;
  /** Where the map's background comes from: the deployment's tiles or the shipped geography. */
  mapSource: MapSource;
}) {
  const { params, view, navigate } = useSearchUrl();
  const wide = useMediaQuery(mapBesideList);
  // The map's view comes from the URL, which the server knows too: the map still waits for the
  // browser, as it did with next/dynamic's ssr: false.
  const hydrated = useHydrated();
  const memberState = useMember();
  // One object per member answer: the result cards' islands draw again only when it changes.
  const member = useMemo(() => cardMemberOf(memberState), [memberState]);
  const queryClient = useQueryClient();
  const { ready, locating, permission } = useLocatedSearch(params, (next) => {
    // The search starts with the position, alongside the route change that puts it in the URL
    // (same query string, same key), instead of after it: a bare /search settles a round sooner.
    // A failure is the screen's to show, from the same cache entry.
    queryClient.query(merchantSearchQuery(next)).catch(() => undefined);
    navigate(next, { replace: true });
  });
  const search = useQuery({
    ...merchantSearchQuery(params),
    // A near-me search waits for the visitor's position.
    enabled: ready,
    // The previous results stay on screen (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
    // The server's answer to this very URL: the list is there before any script, and fresh for
    // the query's minute. It is anonymous, so where a session may be live (a member's
    // favourites) it is read again at once, staying on screen meanwhile.
    initialData: first?.queryString === toSearchQueryString(params) ? first.answer : undefined,
    initialDataUpdatedAt: () =>
      typeof document !== "undefined" && browserSessionExpiry() !== undefined ? 0 : Date.now(),
  });
  const [drawn] = useState<DrawnCards | undefined>(() =>
    first && firstCards
      ? new Map(
          first.answer.merchants.map((merchant, index) => [
            merchant.id,
            { merchant, node: firstCards[index] },
          ]),
        )
      : undefined,
  );
  // The card and pager for fetched results, warmed once the page is idle: the next page or
  // filter draws at once instead of waiting for them, and their code never competes with the
  // page's own first work.
  useEffect(() => {
    const idle = whenIdle(() => {
      resultCard.preload();
      pagination.preload();
    });
    return () => {
      idle.cancel();
    };
  }, []);
  const mapShown = hydrated && (view === "map" || wide);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [panelKey, setPanelKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // The last successful search, for the next visit without a query (spec §3 Local stored values).
  const succeeded = search.isSuccess && !search.isPlaceholderData;
  useEffect(() => {
    if (succeeded) writeStored("lastSearch", JSON.stringify(params));
  }, [succeeded, params]);

  const filters = filtersFromParams(params);
  const tierLevel = member ? member.tierLevel : null;
  const favoritesOffered = features.favorites && Boolean(member);
  const push = (next: MerchantSearchParams) => {
    navigate(next);
  };
  // Applying filters runs on Apply or Clear filters only: its code loads then (the panel's own
  // code already holds it, so Apply does not wait).
  const applyFilters = async (next: SearchFilters) => {
    const { withFilters } = await import("@/shared/rules/apply-filters");
    push(withFilters(params, next, tierLevel));
  };
  const answer = search.data;
  const favoritesOnly = params.favorites === "true";
  const { refetch } = search;
  // Favourites only: a merchant just removed leaves the list at once. Stable, so the cards'
  // islands are not drawn again by each render of the screen.
  const onFavoriteChange = useCallback(() => {
    if (favoritesOnly) void refetch();
  }, [favoritesOnly, refetch]);
  const error = search.error;
  const locationError = (error instanceof ApiError ? error.fields.location : undefined) ?? null;
  const requestedPage = Math.max(1, Number(params.pageNo ?? 1) || 1);
  // The page the API answered: the last one when the URL names a page past the end.
  const page = answer?.pageNo ?? requestedPage;
  // A typo searched as its one clear spelling: said outside the form, which folds on phones.
  const corrected = search.isPlaceholderData ? null : correctedPlace(params, answer);
  const searchKey = `${params.location ?? ""}|${params.latitude ?? ""}|${params.longitude ?? ""}|${params.restaurantOrCuisine ?? ""}`;

  let status: string;
  if (locating) status = "Finding your location…";
  else if (error) status = locationError ? copy.locationFailed : copy.general;
  else if (!answer || search.isFetching) status = "Loading restaurants…";
  else status = resultsSentence(answer);

  return (
    // The survey bar floats over the bottom of the window (bottom-4, up to two lines high, under
    // 6rem in all): --overlay-bar-inset keeps the pager, a tapped pin's card and the map
    // above it, so it never covers them.
    <div className="mx-auto w-full max-w-[var(--container-site)] px-4 pt-6 pb-[calc(var(--overlay-bar-inset)+1.5rem)] [--overlay-bar-inset:6rem]">
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold outline-none md:text-3xl">
        Find a restaurant
      </h1>
      <CollapsibleSearchForm
        searchKey={searchKey}
        summary={searchSummary(params, answer)}
        canFold={ready && !locationError && !error}
      >
        <SearchForm
          params={params}
          navigate={push}
          apiLocationError={locationError}
          copy={copy}
          permission={permission}
        />
      </CollapsibleSearchForm>
      <div className="mt-4">
        <SearchToolbar
          filterCount={activeFilterCount(filters)}
          onFiltersIntent={warmFiltersPanel}
          onOpenFilters={() => {
            setPanelKey((current) => current + 1);
            setFiltersOpen(true);
          }}
          favorites={favoritesOffered ? params.favorites === "true" : null}
          onFavorites={(on) => {
            push({ ...params, favorites: on ? "true" : undefined, pageNo: undefined });
          }}
          sort={sortOf(params)}
          onSort={(sortBy) => {
            push({ ...params, sortBy: sortBy === "recommended" ? undefined : sortBy, pageNo: undefined });
          }}
          view={view}
          onView={(next) => {
            navigate(params, { replace: true, view: next });
          }}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-muted mt-4 text-sm font-bold"
        data-testid="results-status"
      >
        {status}
      </p>
      {corrected && !error ? (
        <p className="mt-2 text-sm" data-testid="location-corrected">
          {withPlaceAndTyped(copy.correctedPlace, corrected.place, corrected.typed)}
        </p>
      ) : null}
      {answer?.pageClamped && !search.isFetching ? (
        <p
          className="bg-accent/10 mt-2 rounded-xl px-4 py-3 text-sm font-bold"
          data-testid="page-clamped-notice"
        >
          {clampedPageNotice(requestedPage, page)}
        </p>
      ) : null}
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label="Results" className={view === "map" ? "hidden lg:block" : ""}>
          {error && !locationError ? (
            <div className="rounded-2xl border border-black/10 p-6 text-center" data-testid="results-error">
              <p className="font-bold">{copy.general}</p>
              <button type="button" className="button-primary mt-4" onClick={() => void search.refetch()}>
                Try again
              </button>
            </div>
          ) : null}
          {!answer && !error ? <ResultsSkeleton /> : null}
          {answer && !error && answer.merchants.length === 0 && !search.isFetching ? (
            <EmptyResults
              noResults={copy.noResults}
              closedNow={answer.closedNow ? closedNowSentence(answer) : null}
              onShowAll={() => {
                push({ ...params, openNow: undefined, pageNo: undefined });
              }}
              nearest={
                answer.nearest
                  ? (answer.nearest === first?.answer.nearest && firstNearest) || (
                      <nearestRestaurants.Component nearest={answer.nearest} />
                    )
                  : null
              }
              onClearFilters={
                activeFilterCount(filters) > 0
                  ? () => {
                      void applyFilters(filtersFromParams({}));
                    }
                  : null
              }
            />
          ) : null}
          {answer && !error && answer.merchants.length > 0 ? (
            <div
              aria-busy={search.isFetching}
              className={search.isFetching ? "opacity-60 transition-opacity" : ""}
            >
              <SearchResults
                merchants={answer.merchants}
                partner={partner}
                member={member}
                selectedId={selectedId}
                onActive={setActiveId}
                drawn={drawn}
                onFavoriteChange={onFavoriteChange}
              />
              <PagerClicks
                onPage={(next) => {
                  push({ ...params, pageNo: next > 1 ? String(next) : undefined });
                  heading.current?.focus();
                  heading.current?.scrollIntoView({ block: "start" });
                }}
              >
                {firstPager && firstPager.current === page && firstPager.total === answer.totalPages ? (
                  firstPager.node
                ) : (
                  <pagination.Component current={page} total={answer.totalPages} />
                )}
              </PagerClicks>
            </div>
          ) : null}
        </section>
        <SearchMapSection
          shown={mapShown}
          source={mapSource}
          view={view}
          answer={answer}
          bounds={params.bounds}
          activeId={activeId}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onSearchArea={(bounds) => {
            push({ ...params, bounds, pageNo: undefined });
          }}
          partner={partner}
          member={member}
        />
      </div>
      {sidebar}
      {/* Drawn from its first opening on (panelKey counts the openings). */}
      {panelKey > 0 ? (
        <FiltersPanelOnDemand
          key={panelKey}
          open={filtersOpen}
          initial={filters}
          params={params}
          tierLevel={tierLevel}
          features={features}
          onClose={() => {
            setFiltersOpen(false);
          }}
          onApply={(next) => {
            setFiltersOpen(false);
            void applyFilters(next);
          }}
        />
      ) : null}
    </div>
  );
}
