import { describe, expect, it } from "vitest";
import { parseMapView } from "./map-view";
import { pageWindow } from "@/shared/rules/pagination-window";
import { closedNowSentence, correctedPlace, resultsSentence, searchSummary } from "./search-status";

const answer = (total: number, label: string | null) => ({
  merchants: [],
  totalResultSize: total,
  totalPages: Math.ceil(total / 20),
  searchCenter: label === null ? null : { latitude: 41.88, longitude: -87.63, label },
});

describe("resultsSentence", () => {
  it("names the place searched", () => {
    expect(resultsSentence(answer(1234, "Chicago, IL"))).toBe("1,234 restaurants near Chicago, IL");
    expect(resultsSentence(answer(1, "60611"))).toBe("1 restaurant near 60611");
    expect(resultsSentence(answer(3, "Current Location"))).toBe("3 restaurants near your location");
    expect(resultsSentence(answer(3, "Map area"))).toBe("3 restaurants in this map area");
    expect(resultsSentence(answer(3, "40.76,-73.99"))).toBe("3 restaurants near New York, NY");
    expect(resultsSentence(answer(0, null))).toBe("0 restaurants");
  });
});

describe("closedNowSentence", () => {
  it("names the place whose restaurants are all closed", () => {
    expect(closedNowSentence(answer(0, "Chicago, IL"))).toBe("Everything near Chicago, IL is closed now");
    expect(closedNowSentence(answer(0, "Current Location"))).toBe("Everything near you is closed now");
    expect(closedNowSentence(answer(0, "Map area"))).toBe("Everything in this map area is closed now");
    expect(closedNowSentence(answer(0, "40.76,-73.99"))).toBe("Everything near New York, NY is closed now");
    expect(closedNowSentence(answer(0, null))).toBe("Everything is closed now");
  });
});

describe("correctedPlace", () => {
  const corrected = {
    ...answer(12, "Chicago, IL"),
    searchCenter: { latitude: 41.88, longitude: -87.63, label: "Chicago, IL", correctedFrom: "Chicgo" },
  };

  it("names the place a typo was searched as, and what was typed", () => {
    expect(correctedPlace({ location: " Chicgo " }, corrected)).toEqual({
      place: "Chicago, IL",
      typed: "Chicgo",
    });
    expect(searchSummary({ location: "Chicgo", restaurantOrCuisine: "sushi" }, corrected)).toBe(
      "sushi · Chicago, IL",
    );
  });

  it("says nothing for an answer to another location, or one found as typed", () => {
    expect(correctedPlace({ location: "Bostn" }, corrected)).toBeNull();
    expect(correctedPlace({ location: "Chicago, IL" }, answer(12, "Chicago, IL"))).toBeNull();
    expect(correctedPlace({}, undefined)).toBeNull();
  });
});

describe("pageWindow", () => {
  it("keeps up to 5 pages around the current one", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe("parseMapView", () => {
  it("accepts a stored view and refuses anything else", () => {
    expect(parseMapView('{"latitude":41.9,"longitude":-87.6,"zoom":12}')).toEqual({
      latitude: 41.9,
      longitude: -87.6,
      zoom: 12,
    });
    expect(parseMapView("not json")).toBeNull();
    expect(parseMapView('{"latitude":95,"longitude":0,"zoom":3}')).toBeNull();
    expect(parseMapView(null)).toBeNull();
  });
});
