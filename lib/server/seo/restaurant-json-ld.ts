import "server-only";
import type { MerchantDetail } from "@/lib/shared/contracts/merchants";

/** schema.org Restaurant as search engines read it (https://schema.org/Restaurant). */
export interface RestaurantJsonLd {
  "@context": "https://schema.org";
  "@type": "Restaurant";
  name: string;
  url: string;
  image: string;
  telephone: string;
  priceRange: string;
  servesCuisine: string[];
  acceptsReservations: boolean;
  description: string;
  address: {
    "@type": "PostalAddress";
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: "US";
  };
  geo: { "@type": "GeoCoordinates"; latitude: number; longitude: number };
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number; bestRating: 5 };
}

/** An absolute URL on the partner's origin for a site path (images, pages). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/**
 * The merchant as structured data. The aggregate rating is left out without ratings: search
 * engines reject a rating with no reviews behind it.
 */
export function restaurantJsonLd(
  merchant: MerchantDetail,
  pageUrl: string,
  origin: string,
): RestaurantJsonLd {
  const { address } = merchant.location;
  const { rating, priceRange, cuisines } = merchant.details;
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: merchant.name,
    url: pageUrl,
    image: absoluteUrl(origin, merchant.images.imageBaseUrl),
    telephone: merchant.phone,
    priceRange: "$".repeat(priceRange),
    servesCuisine: cuisines,
    acceptsReservations: merchant.reservationProviders.openTable,
    description: merchant.about,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.address1,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zip,
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: merchant.location.latitude,
      longitude: merchant.location.longitude,
    },
    ...(rating.numberOfRatings > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.overallRating,
            reviewCount: rating.numberOfRatings,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script> element: "<" is escaped so that text such as "</script>" inside a
 * merchant's description cannot end the element early.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
