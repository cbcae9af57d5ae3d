import { describe, expect, it } from "vitest";
import { insetCorners, searchAreaInset } from "./search-area";

describe("the area 'Search this area' searches", () => {
  it("leaves out the strip under the zoom control and the button, so found pins stand clear of them", () => {
    const { topLeft, bottomRight } = insetCorners({ x: 600, y: 400 });
    expect(topLeft).toEqual([searchAreaInset.left, searchAreaInset.top]);
    expect(bottomRight).toEqual([600 - searchAreaInset.right, 400 - searchAreaInset.bottom]);
    // The zoom control (about 34 × 64 px, 10 px from the corner) is outside the area.
    expect(topLeft[0]).toBeGreaterThan(10 + 34);
    expect(topLeft[1]).toBeGreaterThan(10 + 32);
  });

  it("searches the whole view of a map too small to leave anything out", () => {
    expect(insetCorners({ x: 60, y: 50 })).toEqual({ topLeft: [0, 0], bottomRight: [60, 50] });
  });
});
