// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { writeStored } from "@/lib/client/browser/stored-values";
import { placeNeed } from "@/lib/shared/merchants/search-place";
import { locatedParams } from "./use-located-search";

afterEach(() => {
  window.localStorage.clear();
});

describe("placeNeed", () => {
  it("reads what the URL still needs before it can search", () => {
    expect(placeNeed({})).toBe("place");
    expect(placeNeed({ sortBy: "rating" })).toBe("place");
    expect(placeNeed({ location: "Chicago" })).toBe("ready");
    expect(placeNeed({ latitude: "40.76", longitude: "-73.99" })).toBe("ready");
    expect(placeNeed({ bounds: "1,2,3,4" })).toBe("ready");
    expect(placeNeed({ location: "Current Location" })).toBe("coordinates");
    expect(placeNeed({ location: "current location", latitude: "1", longitude: "2" })).toBe("ready");
  });
});

describe("locatedParams", () => {
  it("takes the manual place, the browser's position as Current Location, or the fallback point", () => {
    writeStored("lastSearch", JSON.stringify({ location: "Boise", sortBy: "rating" }));
    expect(locatedParams({}, "place", { manual: "Chicago" })).toEqual({ sortBy: "rating", location: "Chicago" });
    expect(locatedParams({}, "place", { latitude: 41.88, longitude: -87.63, fromBrowser: true })).toEqual({
      sortBy: "rating",
      location: "Current Location",
      latitude: "41.88",
      longitude: "-87.63",
    });
    expect(
      locatedParams({ location: "Current Location" }, "coordinates", {
        latitude: 40.76,
        longitude: -73.99,
        fromBrowser: false,
      }),
    ).toEqual({ location: undefined, latitude: "40.76", longitude: "-73.99" });
  });
});
