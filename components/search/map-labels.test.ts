import { describe, expect, it } from "vitest";
import { chooseLabels, minimumPlaceSize, type PlacedLabel } from "./map-labels";

const label = (name: string, size: number, x: number, y: number): PlacedLabel => ({
  place: { name, size, latitude: 0, longitude: 0 },
  x,
  y,
});

describe("the place names a map view writes", () => {
  it("writes the larger of two places that would overlap", () => {
    const chosen = chooseLabels(
      [label("Evanston", 5, 110, 50), label("Chicago", 60, 100, 52)],
      { width: 800, height: 600 },
      12,
    );
    expect(chosen.map((one) => one.place.name)).toEqual(["Chicago"]);
  });

  it("writes places apart from each other, and none outside the view", () => {
    const chosen = chooseLabels(
      [label("Oak Park", 4, 100, 100), label("Cicero", 3, 400, 300), label("Gary", 9, 900, 50)],
      { width: 800, height: 600 },
      12,
    );
    expect(chosen.map((one) => one.place.name)).toEqual(["Oak Park", "Cicero"]);
  });

  it("writes no name the map's edge would cut", () => {
    const chosen = chooseLabels(
      [label("Oak Park", 9, 8, 200), label("Schaumburg", 9, 795, 300), label("Cicero", 9, 400, 300)],
      { width: 800, height: 600 },
      12,
    );
    expect(chosen.map((one) => one.place.name)).toEqual(["Cicero"]);
  });

  it("writes only large places from far out, and at most the number asked", () => {
    expect(minimumPlaceSize(7)).toBeGreaterThan(minimumPlaceSize(12));
    const many = Array.from({ length: 100 }, (_, index) =>
      label(`Town ${String(index)}`, 50, (index % 10) * 200, Math.floor(index / 10) * 60),
    );
    expect(chooseLabels(many, { width: 2000, height: 600 }, 7, 12)).toHaveLength(12);
    expect(chooseLabels([label("Hamlet", 2, 10, 10)], { width: 800, height: 600 }, 7)).toEqual([]);
  });
});
