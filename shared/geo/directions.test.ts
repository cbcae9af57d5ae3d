import { describe, expect, it } from "vitest";
import { geoUri, mapsDirectionsUrl, opensGeoLinks, tileOf } from "./directions";

const place = { latitude: 41.89, longitude: -87.63, name: "Ember & Oak" };

describe("directions", () => {
  it("links a maps website by default and a geo: URI for phones", () => {
    expect(mapsDirectionsUrl(place)).toBe("https://www.google.com/maps/dir/?api=1&destination=41.89,-87.63");
    expect(geoUri(place)).toBe("geo:41.89,-87.63?q=41.89,-87.63(Ember%20%26%20Oak)");
  });

  it("tells phones that open geo: links from desktops and iPhones", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
    expect(opensGeoLinks(android)).toBe(true);
    expect(opensGeoLinks(desktop)).toBe(false);
    expect(opensGeoLinks(iphone)).toBe(false);
    expect(opensGeoLinks(desktop, true)).toBe(true);
    expect(opensGeoLinks(android, false)).toBe(true);
    expect(opensGeoLinks(desktop, false)).toBe(false);
  });

  it("finds the map tile under a point", () => {
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1, px: 0, py: 0 });
    const chicago = tileOf(41.89, -87.63, 15);
    expect(chicago.x).toBe(8407);
    expect(chicago.y).toBe(12177);
    expect(chicago.px).toBeGreaterThanOrEqual(0);
    expect(chicago.px).toBeLessThan(256);
  });
});
