import { describe, expect, it } from "vitest";
import { merchantSearchParamKeys } from "@/shared/contracts/merchant-values";
import { merchantSearchQuerySchema } from "@/shared/contracts/merchants";
import { fromUrlSearchParams, toSearchQueryString } from "./search-query-string";

describe("merchantSearchParamKeys", () => {
  it("lists the API contract's request fields in the contract's order", () => {
    expect(merchantSearchParamKeys).toEqual(Object.keys(merchantSearchQuerySchema.shape));
  });
});

describe("toSearchQueryString", () => {
  it("drops undefined and blank fields and keeps a stable order", () => {
    expect(
      toSearchQueryString({
        sortBy: "rating",
        location: "Chicago, IL",
        restaurantOrCuisine: "  ",
        pageNo: undefined,
      }),
    ).toBe("location=Chicago%2C+IL&sortBy=rating");
  });

  it("keeps comma lists and coordinates as they are", () => {
    const query = toSearchQueryString({
      location: "Current Location",
      latitude: "41.88",
      longitude: "-87.63",
      priceRange: "1,2",
      bounds: "41.8,-87.7,41.9,-87.6",
    });
    expect(new URLSearchParams(query).get("priceRange")).toBe("1,2");
    expect(new URLSearchParams(query).get("bounds")).toBe("41.8,-87.7,41.9,-87.6");
    expect(query.startsWith("location=Current+Location&latitude=41.88&longitude=-87.63")).toBe(true);
  });

  it("gives an empty string for no fields", () => {
    expect(toSearchQueryString({})).toBe("");
  });
});

describe("fromUrlSearchParams", () => {
  it("reads the known search fields and ignores others", () => {
    const params = fromUrlSearchParams(
      new URLSearchParams("location=60611&features=delivery,takeout&view=map&utm_source=x&isNew=&pageNo=2"),
    );
    expect(params).toEqual({ location: "60611", features: "delivery,takeout", pageNo: "2" });
  });

  it("round-trips with toSearchQueryString", () => {
    const original = {
      location: "Chicago, IL",
      acclaimed: "true",
      mealsServed: "brunch,dinner",
      sortBy: "distance",
    };
    expect(fromUrlSearchParams(new URLSearchParams(toSearchQueryString(original)))).toEqual(original);
  });
});
