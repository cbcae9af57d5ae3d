import { describe, expect, it } from "vitest";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { emberGrill } from "@/tests/support/merchant-detail-fixture";
import { jsonLdScript, restaurantJsonLd } from "./restaurant-json-ld";

// The name carries a closing script tag: the JSON-LD must never end its own <script> early.
const merchant: MerchantDetail = { ...emberGrill, name: "Ember </script> Grill" };

describe("restaurantJsonLd", () => {
  it("describes the restaurant with absolute URLs", () => {
    const data = restaurantJsonLd(merchant, "https://d.example/merchants/m-000001", "https://d.example");
    expect(data["@type"]).toBe("Restaurant");
    expect(data.image).toEqual([
      "https://d.example/images/merchants/steakhouse.svg",
      "https://d.example/images/merchants/photos/steakhouse-dish.svg",
    ]);
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 41.89, longitude: -87.63 });
    expect(data.priceRange).toBe("$$$");
    expect(data.address.addressLocality).toBe("Chicago");
    expect(data.aggregateRating?.reviewCount).toBe(120);
    expect(data.acceptsReservations).toBe(true);
  });

  it("gives the opening hours, days with the same hours together, late closing as it is", () => {
    const data = restaurantJsonLd(merchant, "u", "https://d.example");
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday"],
        opens: "17:00",
        closes: "22:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "17:00", closes: "02:00" },
    ]);
  });

  it("leaves out a rating with no reviews", () => {
    const unrated = {
      ...merchant,
      details: { ...merchant.details, rating: { overallRating: 0, numberOfRatings: 0 } },
    };
    expect(restaurantJsonLd(unrated, "u", "https://d.example").aggregateRating).toBeUndefined();
  });
});

describe("jsonLdScript", () => {
  it("cannot close the script element early", () => {
    const text = jsonLdScript(restaurantJsonLd(merchant, "u", "https://d.example"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toMatchObject({ name: "Ember </script> Grill" });
  });
});
