import type { Metadata } from "next";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { SearchApp } from "@/components/search/search-app";
import { loadSidebar } from "@/lib/server/content/editorial-copy";
import { loadSearchCopy } from "@/lib/server/content/search-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/lib/server/seo/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/search", partnerOrigin(effective));
}

/**
 * /search: static per partner; the search itself runs in the browser (it depends on the
 * visitor's position and filters, which a cached page cannot know).
 */
export default async function SearchPage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  return (
    <SearchApp
      copy={await loadSearchCopy(partner)}
      sidebar={await loadSidebar(partner, "search")}
      partner={merchantCardPartner(effective)}
      features={{
        favorites: effective.hasMerchantFavorites,
        acclaimed: effective.acclaimedEnabled,
        reservations: effective.openTableReservationsEnabled,
        currencyPlural: effective.currencyName.other,
      }}
    />
  );
}
