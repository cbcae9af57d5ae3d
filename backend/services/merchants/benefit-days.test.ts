import { describe, expect, it } from "vitest";
import { benefitDayNames } from "./benefit-days";

describe("benefitDayNames", () => {
  it("reads every day from 127 and none from 0", () => {
    expect(benefitDayNames(127)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(benefitDayNames(0)).toEqual([]);
  });

  it("maps Sun = 1 … Sat = 64", () => {
    expect(benefitDayNames(1 + 64)).toEqual(["Sun", "Sat"]);
    expect(benefitDayNames(127 & ~(1 << 3))).toEqual(["Sun", "Mon", "Tue", "Thu", "Fri", "Sat"]);
  });
});
