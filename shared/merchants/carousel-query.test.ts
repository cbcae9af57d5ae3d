import { describe, expect, it } from "vitest";
import {
  carouselHeadline,
  carouselRequest,
  isNearMe,
  needsPosition,
  parseCarouselSearch,
  viewAllHref,
} from "./carousel-query";

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
    expect(carouselRequest(params, undefined)).toEqual({
      location: "Chicago, IL",
      pageNo: "1",
      pageSize: "15",
    });
  });

  it("waits for the visitor's place, then searches there", () => {
    const params = parseCarouselSearch("location=near me&sortBy=rating");
    expect(needsPosition(params)).toBe(true);
    expect(carouselRequest(params, undefined)).toBeUndefined();
    expect(carouselRequest(params, { source: "browser", latitude: 41.88, longitude: -87.63 })).toEqual({
      location: "Current Location",
      sortBy: "rating",
      latitude: "41.88",
      longitude: "-87.63",
      pageNo: "1",
      pageSize: "15",
    });
    expect(carouselRequest(params, { source: "searched", location: "Chicago, IL" })).toEqual({
      location: "Chicago, IL",
      sortBy: "rating",
      pageNo: "1",
      pageSize: "15",
    });
    expect(carouselRequest(params, { source: "fallback", latitude: 40.76, longitude: -73.99 })).toEqual({
      location: undefined,
      sortBy: "rating",
      latitude: "40.76",
      longitude: "-73.99",
      pageNo: "1",
      pageSize: "15",
    });
  });
});

describe("carouselHeadline", () => {
  it("names the place the block searched", () => {
    const headline = "Top rated near VISITOR_LOCATION";
    expect(carouselHeadline(headline, { label: "Current Location", place: "Chicago, IL" })).toBe(
      "Top rated near Chicago, IL",
    );
    expect(carouselHeadline(headline, { label: "Brooklyn, NY" })).toBe("Top rated near Brooklyn, NY");
    expect(carouselHeadline(headline, { label: "Current Location" })).toBe("Top rated near you");
    expect(carouselHeadline(headline, null)).toBe("Top rated near you");
    expect(carouselHeadline("Sushi nights", { label: "Chicago, IL" })).toBe("Sushi nights");
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
