import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import { resolvePlace } from "./resolve-place";

describe("resolvePlace", () => {
  it("finds a ZIP code, and knows an unknown one", () => {
    expect(resolvePlace("60611")).toMatchObject({ kind: "found", place: { label: "60611", kind: "zip" } });
    expect(resolvePlace("00000")).toEqual({ kind: "unknown", suggestion: null });
  });

  it("reads a typo with one clear spelling as that place", () => {
    expect(resolvePlace("Chicgo, IL")).toMatchObject({ kind: "corrected", place: { label: "Chicago, IL" } });
    // Chico, CA is one edit away too; Chicago is where the program has restaurants.
    expect(resolvePlace("chicgo")).toMatchObject({ kind: "corrected", place: { label: "Chicago, IL" } });
    expect(resolvePlace("San Fransisco")).toMatchObject({
      kind: "corrected",
      place: { label: "San Francisco, CA" },
    });
    expect(resolvePlace("Wicker Prk")).toMatchObject({ place: { label: "Wicker Park, Chicago, IL" } });
  });

  it("suggests the nearest spelling of a typo several places are as near to", () => {
    expect(resolvePlace("Springfeld")).toMatchObject({
      kind: "unknown",
      suggestion: { label: "Springfield, IL" },
    });
    expect(resolvePlace("Atlantis")).toMatchObject({
      kind: "unknown",
      suggestion: { label: "Atlantic, PA" },
    });
    expect(resolvePlace("Xqzvwk")).toEqual({ kind: "unknown", suggestion: null });
  });

  it("lists the seeded metros' shared neighbourhood names as a choice", () => {
    const downtown = resolvePlace("Downtown");
    expect(downtown.kind).toBe("ambiguous");
    if (downtown.kind === "ambiguous") {
      expect(downtown.choices.every((place) => place.kind === "neighborhood")).toBe(true);
    }
  });
});

describe("editDistance", () => {
  it("counts edits and stops past the limit", () => {
    expect(editDistance("chicgo", "chicago", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});
