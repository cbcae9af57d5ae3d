import { describe, expect, it } from "vitest";
import { cuisineOptions, emptyFilters, showResultsLabel } from "./filters-panel-wording";
import { withFilters } from "./apply-filters";
import { activeFilterCount, filtersFromParams, sortOf } from "./search-filters";

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

  it("carry cuisines and a radius through the URL, sorted for stable links", () => {
    const params = withFilters(
      { location: "60611" },
      { ...emptyFilters, cuisines: ["Sushi", "Pizza"], radius: 5 },
      null,
    );
    expect(params).toEqual({ location: "60611", cuisines: "Pizza,Sushi", radius: "5" });
    expect(filtersFromParams(params)).toEqual({ ...emptyFilters, cuisines: ["Pizza", "Sushi"], radius: 5 });
    expect(activeFilterCount(filtersFromParams(params))).toBe(3);
  });

  it("clears cuisines and radius with the other filters", () => {
    expect(withFilters({ location: "60611", cuisines: "Thai", radius: "10" }, emptyFilters, null)).toEqual({
      location: "60611",
    });
  });

  it("reads only the radius choices it offers, and each cuisine once", () => {
    expect(filtersFromParams({ radius: "7" }).radius).toBeNull();
    expect(filtersFromParams({ radius: "50" }).radius).toBe(50);
    expect(filtersFromParams({ cuisines: " Thai ,Thai,,Pho" }).cuisines).toEqual(["Thai", "Pho"]);
  });

  it("lists the counted cuisines, and ticked ones that no longer match", () => {
    expect(cuisineOptions([{ cuisine: "Thai", count: 4 }], ["Pho", "Thai"])).toEqual([
      { cuisine: "Thai", count: 4 },
      { cuisine: "Pho", count: 0 },
    ]);
  });

  it("says how many restaurants the apply button shows", () => {
    expect(showResultsLabel(1)).toBe("Show 1 restaurant");
    expect(showResultsLabel(1234)).toBe("Show 1,234 restaurants");
    expect(showResultsLabel(0)).toBe("Show 0 restaurants");
  });
});
