import { describe, expect, it } from "vitest";
import { activeFilterCount, emptyFilters, filtersFromParams, sortOf, withFilters } from "./search-filters";

describe("search filters", () => {
  it("read back what they wrote", () => {
    const filters = {
      ...emptyFilters,
      priceRange: [3, 1],
      acclaimed: true,
      pointsAvailable: true,
      features: ["takeout" as const, "delivery" as const],
      mealsServed: ["late_night" as const],
    };
    const params = withFilters({ location: "Chicago, IL", pageNo: "3", sortBy: "rating" }, filters, 2);
    expect(params).toEqual({
      location: "Chicago, IL",
      sortBy: "rating",
      priceRange: "1,3",
      acclaimed: "true",
      benefitsFor: "2",
      features: "delivery,takeout",
      mealsServed: "late_night",
    });
    expect(filtersFromParams(params)).toEqual({
      ...filters,
      priceRange: [1, 3],
      features: ["delivery", "takeout"],
    });
  });

  it("uses tier 0 for visitors and non-activated members", () => {
    expect(withFilters({}, { ...emptyFilters, pointsAvailable: true }, null).benefitsFor).toBe("0");
    expect(withFilters({}, { ...emptyFilters, pointsAvailable: true }, 1).benefitsFor).toBe("0");
    expect(withFilters({}, { ...emptyFilters, pointsAvailable: true }, 3).benefitsFor).toBe("3");
  });

  it("clears every filter field and the page, keeping the rest", () => {
    const params = withFilters(
      {
        location: "60611",
        isNew: "true",
        reservations: "true",
        priceRange: "2",
        pageNo: "2",
        favorites: "true",
      },
      emptyFilters,
      null,
    );
    expect(params).toEqual({ location: "60611", favorites: "true" });
  });

  it("ignores unknown values in the URL", () => {
    expect(filtersFromParams({ priceRange: "0,2,9", features: "delivery,teleport" })).toMatchObject({
      priceRange: [2],
      features: ["delivery"],
    });
  });

  it("carries open now to the request and back, and counts it", () => {
    const params = withFilters(
      { location: "Chicago, IL", pageNo: "2" },
      { ...emptyFilters, openNow: true },
      null,
    );
    expect(params).toEqual({ location: "Chicago, IL", openNow: "true" });
    expect(filtersFromParams(params).openNow).toBe(true);
    expect(activeFilterCount(filtersFromParams(params))).toBe(1);
    expect(withFilters(params, emptyFilters, null)).toEqual({ location: "Chicago, IL" });
  });

  it("counts active filters", () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(
      activeFilterCount({ ...emptyFilters, priceRange: [1, 2], isNew: true, mealsServed: ["brunch"] }),
    ).toBe(4);
  });

  it("defaults the sort to recommended", () => {
    expect(sortOf({})).toBe("recommended");
    expect(sortOf({ sortBy: "bogus" })).toBe("recommended");
    expect(sortOf({ sortBy: "distance" })).toBe("distance");
  });
});
