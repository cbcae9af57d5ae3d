import { describe, expect, it } from "vitest";
import {
  highlightLabel,
  isNotOpenForLong,
  merchantImageUrl,
  merchantPictureUrl,
  placeLine,
  reservationBonusText,
} from "./merchant-card-model";

const location = (city: string, neighborhood: string) => ({
  address: { address1: "1 Main St", city, state: "IL", zip: "60607" },
  neighborhood,
  latitude: 41.88,
  longitude: -87.64,
});

describe("merchant card model", () => {
  it("adds the neighbourhood only when it differs from the city", () => {
    expect(placeLine(location("Chicago", "West Loop"))).toBe("Chicago · West Loop");
    expect(placeLine(location("Evanston", "evanston"))).toBe("Evanston");
    expect(placeLine(location("Chicago", " "))).toBe("Chicago");
  });

  it("shows the reservation bonus only for partners with one, at reservable merchants", () => {
    const partner = {
      hasReservationBonus: true,
      reservationBonus: 50,
      currencyType: "Point" as const,
      currencyName: { one: "point", other: "points" },
    };
    expect(reservationBonusText(partner, { reservationProviders: { openTable: true } })).toBe(
      "+50 points reservation bonus",
    );
    expect(reservationBonusText(partner, { reservationProviders: { openTable: false } })).toBeNull();
    expect(
      reservationBonusText(
        { ...partner, hasReservationBonus: false },
        { reservationProviders: { openTable: true } },
      ),
    ).toBeNull();
    expect(
      reservationBonusText(
        { ...partner, currencyType: "Dollar" },
        { reservationProviders: { openTable: true } },
      ),
    ).toBe("+$50 reservation bonus");
  });

  it("sets coming soon and leaving soon apart from the other highlights", () => {
    expect(isNotOpenForLong("comingSoon")).toBe(true);
    expect(isNotOpenForLong("leavingSoon")).toBe(true);
    expect(isNotOpenForLong("new")).toBe(false);
    expect(isNotOpenForLong(null)).toBe(false);
  });

  it("names highlights and sizes images", () => {
    expect(highlightLabel("comingSoon")).toBe("Coming soon");
    expect(highlightLabel("leavingSoon")).toBe("Leaving soon");
    expect(highlightLabel(null)).toBeNull();
    expect(merchantImageUrl("/images/a.svg", 600)).toBe("/images/a.svg?w=600");
    expect(merchantImageUrl("https://cdn.example/a.jpg?v=2", 200)).toBe(
      "https://cdn.example/a.jpg?v=2&w=200",
    );
  });

  it("gives the optimizer a raster whole, and asks the image host for a preset otherwise", () => {
    expect(merchantPictureUrl("/images/merchants/photos/a.jpg", 600, [])).toBe(
      "/images/merchants/photos/a.jpg",
    );
    expect(merchantPictureUrl("https://cdn.example/a.jpg", 600, ["cdn.example"])).toBe(
      "https://cdn.example/a.jpg",
    );
    expect(merchantPictureUrl("https://cdn.example/a.jpg", 600, [])).toBe("https://cdn.example/a.jpg?w=600");
    expect(merchantPictureUrl("/images/merchants/thai.svg", 600, [])).toBe(
      "/images/merchants/thai.svg?w=600",
    );
    expect(merchantPictureUrl("/images/merchants/0001", 600, [])).toBe("/images/merchants/0001?w=600");
  });
});
