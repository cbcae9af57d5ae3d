import type { CarouselPartner } from "@/components/content/merchant-carousel";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import { getPartner } from "@/partners/registry";
import type { MerchantSearchResponse, MerchantSummary } from "@/shared/contracts/merchants";

/** One merchant as GET /api/v2/Merchants/Search lists it: a fixture for component tests. */
export const blueFin: MerchantSummary = {
  id: "blue-fin",
  name: "Blue Fin",
  images: { imageBaseUrl: "/images/blue-fin" },
  acclaimedLevel: 0,
  benefitAvailability: { campaignCodes: [] },
  details: {
    highlight: null,
    rating: { overallRating: 4, numberOfRatings: 12 },
    priceRange: 2,
    cuisines: ["Seafood"],
  },
  location: {
    address: { address1: "1 Main St", city: "New York", state: "NY", zip: "10036" },
    neighborhood: "Midtown",
    latitude: 40.76,
    longitude: -73.99,
  },
  distance: null,
  reservationProviders: { openTable: false },
  isNew: false,
  features: [],
  benefitDays: ["Mon"],
  origin: "demo",
};

/** A search answer listing `merchants` on one page. */
export function searchAnswer(merchants: MerchantSummary[]): MerchantSearchResponse {
  return { merchants, totalResultSize: merchants.length, totalPages: 1, searchCenter: null };
}

/** What a page passes its merchant carousels for this partner (as EditorialBlocks does). */
export function carouselPartner(code: string): CarouselPartner {
  const partner = getPartner(code);
  if (!partner) throw new Error(`No partner ${code}`);
  return { card: merchantCardPartner(partner.effective), hasFlexOffers: partner.effective.hasFlexOffers };
}
