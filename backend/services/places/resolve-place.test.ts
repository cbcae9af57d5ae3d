import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import { resolvePlace } from "./resolve-place";

describe("resolvePlace", () => {
  it("finds a ZIP code, and knows an unknown one", () => {
    expect(resolvePlace("60611")).toMatchObject({ kind: "found", place: { label: "60611", kind: "zip" } });
    expect(resolvePlace("00000")).toEqual({ kind: "unknown", suggestion: null });
  });

  it("suggests the nearest spelling of a typo", () => {
    expect(resolvePlace("Chicgo, IL")).toMatchObject({
      kind: "unknown",
      suggestion: { label: "Chicago, IL" },
    });
    expect(resolvePlace("chicgo")).toMatchObject({ kind: "unknown", suggestion: { label: "Chicago, IL" } });
    expect(resolvePlace("San Fransisco")).toMatchObject({ suggestion: { label: "San Francisco, CA" } });
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
