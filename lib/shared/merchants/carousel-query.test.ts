import { describe, expect, it } from "vitest";
import { carouselRequest, isNearMe, needsPosition, parseCarouselSearch, viewAllHref } from "./carousel-query";

describe("parseCarouselSearch", () => {
  it("reads the block's query string and drops unknown keys", () => {
    expect(parseCarouselSearch("location=Chicago, IL&restaurantOrCuisine=sushi&colour=red")).toEqual({
      location: "Chicago, IL",
      restaurantOrCuisine: "sushi",
    });
  });

  it("speaks 'near me' style locations as Current Location", () => {
    expect(parseCarouselSearch("?location=near me&isNew=true")).toEqual({
      location: "Current Location",
      isNew: "true",
    });
    expect(isNearMe(" Current Location ")).toBe(true);
    expect(isNearMe("Chicago, IL")).toBe(false);
  });
});

describe("carouselRequest", () => {
  it("searches a named place at once, 15 to a page", () => {
    const params = parseCarouselSearch("location=Chicago, IL");
    expect(needsPosition(params)).toBe(false);
    expect(carouselRequest(params, null)).toEqual({ location: "Chicago, IL", pageNo: "1", pageSize: "15" });
  });

  it("waits for a position near the visitor, and skips without one", () => {
    const params = parseCarouselSearch("location=near me&sortBy=rating");
    expect(needsPosition(params)).toBe(true);
    expect(carouselRequest(params, null)).toBeNull();
    expect(carouselRequest(params, { latitude: 41.88, longitude: -87.63 })).toEqual({
      location: "Current Location",
      sortBy: "rating",
      latitude: "41.88",
      longitude: "-87.63",
      pageNo: "1",
      pageSize: "15",
    });
  });
});

describe("viewAllHref", () => {
  it("opens the same search on /search without the carousel's paging", () => {
    expect(viewAllHref({ location: "Chicago, IL", restaurantOrCuisine: "sushi", pageSize: "15" })).toBe(
      "/search?location=Chicago%2C+IL&restaurantOrCuisine=sushi",
    );
    expect(viewAllHref({})).toBe("/search");
  });
});
