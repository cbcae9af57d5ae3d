import { describe, expect, it } from "vitest";
import { classifyLocationInput, locationInputPattern } from "./location-input";

describe("classifyLocationInput", () => {
  it.each([
    ["Current Location", "current"],
    ["  current location ", "current"],
    ["60611", "zip"],
    ["60611-1234", "zip"],
    ["Chicago, IL", "cityState"],
    ["St. Louis,MO", "cityState"],
    ["Winston-Salem, North Carolina", "cityState"],
    ["Coeur d'Alene, ID", "cityState"],
    ["", "empty"],
    ["   ", "empty"],
    ["Chicago", "invalid"],
    ["6061", "invalid"],
    ["Chicago, I", "invalid"],
    ["40.75,-73.98", "invalid"],
    ["<script>", "invalid"],
  ] as const)("%j is %s", (input, kind) => {
    expect(classifyLocationInput(input)).toBe(kind);
  });

  it("agrees with the input's pattern attribute", () => {
    // The browser anchors the pattern as ^(?:pattern)$ with the v flag.
    const attribute = new RegExp(`^(?:${locationInputPattern})$`);
    for (const value of ["Current Location", "60611", "Chicago, IL", "St. Louis,MO"]) {
      expect(attribute.test(value)).toBe(true);
    }
    for (const value of ["Chicago", "6061", "40.75,-73.98"]) expect(attribute.test(value)).toBe(false);
  });
});
