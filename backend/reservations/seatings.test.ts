import { describe, expect, it } from "vitest";
import { clockLabel } from "./restaurant-clock";
import { nearest } from "./seatings";

describe("seatings", () => {
  it("answers the nine nearest, earliest first, ties to the earlier", () => {
    const times = Array.from({ length: 20 }, (_, i) => 17 * 60 + i * 15);
    expect(nearest(times, 19 * 60).map(clockLabel)).toEqual([
      "18:00",
      "18:15",
      "18:30",
      "18:45",
      "19:00",
      "19:15",
      "19:30",
      "19:45",
      "20:00",
    ]);
    expect(nearest([17 * 60, 21 * 60], 19 * 60, 1).map(clockLabel)).toEqual(["17:00"]);
  });
});
