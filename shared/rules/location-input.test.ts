import { describe, expect, it } from "vitest";
import { classifyLocationInput } from "./location-input";

describe("classifyLocationInput", () => {
  it.each([
    ["Current Location", "current"],
    ["  current location ", "current"],
    ["60611", "zip"],
    ["60611-1234", "zip"],
    ["Chicago, IL", "place"],
    ["St. Louis,MO", "place"],
    ["Winston-Salem, North Carolina", "place"],
    ["Coeur d'Alene, ID", "place"],
    // People type places without the comma and state; the server knows them.
    ["Chicago", "place"],
    ["chicago il", "place"],
    ["San Francisco", "place"],
    ["Manhattan", "place"],
    ["Chicago, I", "place"],
    ["", "empty"],
    ["   ", "empty"],
    ["6061", "invalid"],
    ["40.75,-73.98", "invalid"],
    ["<script>", "invalid"],
    ["C", "invalid"],
  ] as const)("%j is %s", (input, kind) => {
    expect(classifyLocationInput(input)).toBe(kind);
  });
});
