import { describe, expect, it } from "vitest";
import { roundCoordinate, roundPosition } from "./round";

describe("roundCoordinate", () => {
  it("rounds to the given decimals", () => {
    expect(roundCoordinate(41.87811, 2)).toBe(41.88);
    expect(roundCoordinate(-87.62979, 2)).toBe(-87.63);
    expect(roundCoordinate(40.7577, 2)).toBe(40.76);
  });

  it("rounds a position", () => {
    expect(roundPosition({ latitude: 40.7577, longitude: -73.9857 }, 2)).toEqual({
      latitude: 40.76,
      longitude: -73.99,
    });
  });
});
