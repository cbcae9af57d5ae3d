import "server-only";
import type { MerchantDetail, OpeningPeriod, Weekday } from "@/shared/contracts/merchants";
import { weekdayNames } from "@/shared/merchants/earning-week";

/** schema.org Restaurant as search engines read it (https://schema.org/Restaurant). */
export interface RestaurantJsonLd {
  "@context": "https://schema.org";
  "@type": "Restaurant";
  name: string;
  url: string;
  /** The promo image first, then the photos. */
  image: string[];
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
  openingHoursSpecification: OpeningHoursSpecification[];
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number; bestRating: 5 };
}

interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * Days sharing the same hours in one entry ("Monday to Thursday 11:30-22:00"). A closing time
 * before the opening time means after midnight, as schema.org reads it.
 */
function openingHoursSpecification(hours: readonly OpeningPeriod[]): OpeningHoursSpecification[] {
  const byTimes = new Map<string, { opens: string; closes: string; days: Weekday[] }>();
  for (const period of hours) {
    const key = `${period.opens}-${period.closes}`;
    const entry = byTimes.get(key) ?? { opens: period.opens, closes: period.closes, days: [] };
    entry.days.push(period.day);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => weekdayNames[day]),
    opens,
    closes,
  }));
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
    image: [merchant.images.imageBaseUrl, ...merchant.photos.map((photo) => photo.url)].map((path) =>
      absoluteUrl(origin, path),
    ),
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
    openingHoursSpecification: openingHoursSpecification(merchant.openingHours),
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
