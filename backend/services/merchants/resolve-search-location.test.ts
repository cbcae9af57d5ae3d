import { describe, expect, it } from "vitest";
import {
  MissingCoordinatesError,
  resolveSearchLocation,
  UnknownLocationError,
} from "./resolve-search-location";

describe("resolveSearchLocation", () => {
  it("answers null when no place is named", () => {
    expect(resolveSearchLocation({})).toBeNull();
    expect(resolveSearchLocation({ location: "  " })).toBeNull();
  });

  it("reads lat,lng with or without spaces", () => {
    expect(resolveSearchLocation({ location: "41.85, -87.65" })).toEqual({
      latitude: 41.85,
      longitude: -87.65,
      label: "41.85,-87.65",
    });
    expect(() => resolveSearchLocation({ location: "95,10" })).toThrow(UnknownLocationError);
  });

  it("uses the browser's coordinates for Current Location, and needs them", () => {
    expect(resolveSearchLocation({ location: "current location", latitude: 1, longitude: 2 })).toEqual({
      latitude: 1,
      longitude: 2,
      label: "Current Location",
    });
    expect(() => resolveSearchLocation({ location: "Current Location" })).toThrow(MissingCoordinatesError);
    expect(() => resolveSearchLocation({ location: "Current Location", latitude: 1 })).toThrow(
      MissingCoordinatesError,
    );
  });

  it("finds ZIP codes, including ZIP+4", () => {
    expect(resolveSearchLocation({ location: "60611" })).toMatchObject({ label: "60611", latitude: 41.8971 });
    expect(resolveSearchLocation({ location: "60611-1234" })?.label).toBe("60611");
    expect(() => resolveSearchLocation({ location: "00000" })).toThrow(UnknownLocationError);
  });

  it("finds city, state with a state code or name, in any case", () => {
    const chicago = resolveSearchLocation({ location: "Chicago, IL" });
    expect(chicago).toEqual({ latitude: 41.85, longitude: -87.6779, label: "Chicago, IL" });
    expect(resolveSearchLocation({ location: "chicago,illinois" })).toEqual(chicago);
  });

  it("keeps a city's point inside the city despite misplaced ZIP entries", () => {
    const point = resolveSearchLocation({ location: "New York, NY" });
    expect(point?.longitude).toBeGreaterThan(-74.3);
    expect(point?.longitude).toBeLessThan(-73.7);
  });

  it("takes a city alone only when one state has it", () => {
    expect(resolveSearchLocation({ location: "Chicago" })?.label).toBe("Chicago, IL");
    expect(() => resolveSearchLocation({ location: "Springfield" })).toThrow(UnknownLocationError);
  });

  it("rejects places it does not know", () => {
    expect(() => resolveSearchLocation({ location: "Atlantis, ZZ" })).toThrow(
      "Enter city, state or ZIP code",
    );
    expect(() => resolveSearchLocation({ location: "Gotham, NY" })).toThrow(UnknownLocationError);
  });
});
