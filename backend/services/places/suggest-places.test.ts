import { describe, expect, it } from "vitest";
import { suggestPlaces } from "./suggest-places";

const labels = (query: string) => suggestPlaces(query, 8).places.map((place) => place.label);

describe("suggestPlaces", () => {
  it("lists seeded places first, then other cities, by prefix", () => {
    expect(labels("chic")[0]).toBe("Chicago, IL");
    expect(labels("Brook")[0]).toBe("Brooklyn, NY");
    expect(labels("wicker")).toEqual(["Wicker Park, Chicago, IL"]);
  });

  it("narrows by a state typed after the name", () => {
    const springfields = labels("springfield ma");
    expect(springfields[0]).toBe("Springfield, MA");
    expect(springfields.every((label) => label.endsWith(", MA"))).toBe(true);
    expect(labels("Chicago, I")[0]).toBe("Chicago, IL");
  });

  it("lists ZIP codes by their first digits with their city", () => {
    const answer = suggestPlaces("6061", 3);
    expect(answer.places).toHaveLength(3);
    expect(answer.places[0]).toMatchObject({ kind: "zip", detail: "Chicago, IL" });
  });

  it("answers a typo with the nearest spelling", () => {
    expect(suggestPlaces("Chicgo", 8)).toEqual({
      places: [],
      didYouMean: { label: "Chicago, IL", kind: "city" },
    });
  });
});
