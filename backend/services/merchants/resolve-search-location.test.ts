import { describe, expect, it } from "vitest";
import {
  AmbiguousLocationError,
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
      place: "Chicago, IL",
    });
    expect(() => resolveSearchLocation({ location: "95,10" })).toThrow(UnknownLocationError);
  });

  it("uses the browser's coordinates for Current Location, and needs them", () => {
    expect(resolveSearchLocation({ location: "current location", latitude: 1, longitude: 2 })).toEqual({
      latitude: 1,
      longitude: 2,
      label: "Current Location",
    });
    // Coordinates name their nearest city, within reach: the browser in Chicago is in Chicago.
    expect(
      resolveSearchLocation({ location: "Current Location", latitude: 41.88, longitude: -87.63 }),
    ).toEqual({
      latitude: 41.88,
      longitude: -87.63,
      label: "Current Location",
      place: "Chicago, IL",
    });
    expect(resolveSearchLocation({ latitude: 40.76, longitude: -73.99 })?.place).toBe("New York, NY");
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

  it("takes a bare city, and a city with its state with or without a comma", () => {
    const chicago = resolveSearchLocation({ location: "Chicago, IL" });
    expect(resolveSearchLocation({ location: "Chicago" })).toEqual(chicago);
    expect(resolveSearchLocation({ location: "chicago il" })).toEqual(chicago);
    expect(resolveSearchLocation({ location: "CHICAGO Illinois" })).toEqual(chicago);
    expect(resolveSearchLocation({ location: "San Francisco" })?.label).toBe("San Francisco, CA");
    expect(resolveSearchLocation({ location: "kansas city mo" })?.label).toBe("Kansas City, MO");
    expect(resolveSearchLocation({ location: "new york ny" })?.label).toBe("New York, NY");
  });

  it("prefers the seeded metro over namesakes elsewhere, and reads its aliases", () => {
    expect(resolveSearchLocation({ location: "Brooklyn" })?.label).toBe("Brooklyn, NY");
    expect(resolveSearchLocation({ location: "Portland" })?.label).toBe("Portland, OR");
    expect(resolveSearchLocation({ location: "Portland, ME" })?.label).toBe("Portland, ME");
    expect(resolveSearchLocation({ location: "Manhattan" })?.label).toBe("New York, NY");
  });

  it("finds a seeded metro's neighbourhoods", () => {
    expect(resolveSearchLocation({ location: "Wicker Park" })).toEqual({
      label: "Wicker Park, Chicago, IL",
      latitude: 41.9088,
      longitude: -87.6796,
    });
    expect(resolveSearchLocation({ location: "williamsburg, brooklyn" })?.label).toBe(
      "Williamsburg, Brooklyn, NY",
    );
  });

  it("offers a choice for a name several places share", () => {
    const choose = () => resolveSearchLocation({ location: "Springfield" });
    expect(choose).toThrow(AmbiguousLocationError);
    try {
      choose();
    } catch (error) {
      const labels = (error as AmbiguousLocationError).choices.map((place) => place.label);
      expect(labels).toEqual(
        expect.arrayContaining(["Springfield, IL", "Springfield, MA", "Springfield, MO"]),
      );
    }
    expect(resolveSearchLocation({ location: "Springfield IL" })?.label).toBe("Springfield, IL");
  });

  it("rejects places it does not know", () => {
    expect(() => resolveSearchLocation({ location: "Atlantis, ZZ" })).toThrow(
      "Enter city, state or ZIP code",
    );
    expect(() => resolveSearchLocation({ location: "Qzxwv, NY" })).toThrow(UnknownLocationError);
  });

  it("reads a typo with one clear spelling as that place, and keeps what was typed", () => {
    const chicago = resolveSearchLocation({ location: "Chicago, IL" });
    expect(resolveSearchLocation({ location: "Chicgo" })).toEqual({ ...chicago, correctedFrom: "Chicgo" });
    expect(resolveSearchLocation({ location: "chicgo, il" })).toEqual({
      ...chicago,
      correctedFrom: "chicgo, il",
    });
    // A place people live in, one edit away and the only one in that state.
    expect(resolveSearchLocation({ location: "Gotham, NY" })).toMatchObject({
      label: "Gorham, NY",
      correctedFrom: "Gotham, NY",
    });
  });

  it("still refuses a typo several places are as near to", () => {
    // Springfield of many states, none where the program has restaurants: the visitor chooses.
    expect(() => resolveSearchLocation({ location: "Springfeld" })).toThrow(UnknownLocationError);
  });
});
