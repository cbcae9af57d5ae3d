import type { Metadata } from "next";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { PageSidebar } from "@/components/content/page-sidebar";
import { NearestRestaurants } from "@/components/search/nearest-restaurants";
import { Pagination } from "@/components/search/pagination";
import { ResultCard } from "@/components/search/result-card";
import { SearchApp } from "@/components/search/search-app";
import { loadSidebar } from "@/lib/server/content/editorial-copy";
import { loadFirstSearchPage } from "@/lib/server/api/merchant-search";
import { loadSearchCopy } from "@/lib/server/content/search-copy";
import { mapSource } from "@/lib/server/map-source";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";
import { fromUrlSearchParams } from "@/shared/merchants/search-query-string";

// Drawn from the visitor's query: private to each request (docs/decisions/0048).
export const dynamic = "force-dynamic";

type SearchPageParams = Promise<Record<string, string | string[] | undefined>>;

/** The URL's query as URLSearchParams (a repeated field counts once, as the browser reads it). */
function urlSearchParams(query: Awaited<SearchPageParams>): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) result.set(key, first);
  }
  return result;
}

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/search", partnerOrigin(effective));
}

/**
 * /search: the first page of results is rendered here from the URL's search, so the list is in
 * the HTML and nothing moves when scripts arrive (the data is cached a minute per query). A bare
 * /search, or Current Location without coordinates, depends on the visitor's position, which
 * only the browser knows: the browser searches those as before.
 */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: PartnerParams;
  searchParams: SearchPageParams;
}) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const [copy, first] = await Promise.all([
    loadSearchCopy(partner),
    loadFirstSearchPage(partner, fromUrlSearchParams(urlSearchParams(await searchParams))),
  ]);
  const cardPartner = merchantCardPartner(effective);
  const firstPage = first?.answer.pageNo;
  const firstNearest = first?.answer.nearest;
  return (
    <SearchApp
      copy={copy}
      sidebar={<PageSidebar text={await loadSidebar(partner, "search")} className="mt-8" />}
      partner={cardPartner}
      first={first}
      // The first page's cards, drawn here: their code stays out of the page's JavaScript (decision 0041).
      firstCards={first?.answer.merchants.map((merchant, index) => (
        <ResultCard key={merchant.id} merchant={merchant} partner={cardPartner} priority={index < 2} />
      ))}
      firstPager={
        first && firstPage !== undefined
          ? {
              current: firstPage,
              total: first.answer.totalPages,
              node: <Pagination current={firstPage} total={first.answer.totalPages} />,
            }
          : undefined
      }
      firstNearest={firstNearest ? <NearestRestaurants nearest={firstNearest} /> : undefined}
      mapSource={mapSource()}
      features={{
        favorites: effective.hasMerchantFavorites,
        acclaimed: effective.acclaimedEnabled,
        reservations: effective.openTableReservationsEnabled,
        currencyPlural: effective.currencyName.other,
      }}
    />
  );
}
