// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeStored } from "@/lib/client/browser/stored-values";
import { searchGeolocation } from "@/shared/constants";
import { placeNeed } from "@/shared/merchants/search-place";
import { browserGeolocation, forgetBrowserGeolocation } from "@/tests/support/browser-geolocation";
import { locatedParams, runLocatedSearch } from "./located-place";

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});
forgetBrowserGeolocation();

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
    expect(locatedParams({}, "place", { manual: "Chicago" })).toEqual({
      sortBy: "rating",
      location: "Chicago",
    });
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

describe("runLocatedSearch following the browser", () => {
  it("re-reads a granted position every 5 minutes, moving only when it changed, until stopped", async () => {
    vi.useFakeTimers();
    const positions = browserGeolocation("granted");
    const replace = vi.fn();
    const latest = {
      current: { params: { location: "Current Location", latitude: "41.88", longitude: "-87.63" }, replace },
    };
    const stop = runLocatedSearch("follow", latest, () => undefined);

    await vi.advanceTimersByTimeAsync(searchGeolocation.refreshMs);
    // Chicago again (41.8781, -87.6298 rounded): the URL stays.
    expect(positions).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();

    latest.current.params = { location: "Current Location", latitude: "40.76", longitude: "-73.99" };
    await vi.advanceTimersByTimeAsync(searchGeolocation.refreshMs);
    expect(replace).toHaveBeenCalledWith({
      location: "Current Location",
      latitude: "41.88",
      longitude: "-87.63",
    });

    stop();
    await vi.advanceTimersByTimeAsync(searchGeolocation.refreshMs);
    expect(positions).toHaveBeenCalledTimes(2);
  });

  it("does not read the position without permission", async () => {
    vi.useFakeTimers();
    const positions = browserGeolocation("prompt");
    const replace = vi.fn();
    const latest = {
      current: { params: { location: "Current Location", latitude: "40.76", longitude: "-73.99" }, replace },
    };
    const stop = runLocatedSearch("follow", latest, () => undefined);
    await vi.advanceTimersByTimeAsync(searchGeolocation.refreshMs);
    stop();
    expect(positions).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
