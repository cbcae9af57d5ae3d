import { describe, expect, it } from "vitest";
import { formatCents, formatDay, formatReward } from "./reward-amount";

describe("formatReward", () => {
  it("counts miles and points in whole units with the right plural", () => {
    const points = { currencyType: "Point", currencyName: { one: "point", other: "points" } } as const;
    expect(formatReward(points, 1250)).toBe("1,250 points");
    expect(formatReward(points, 1)).toBe("1 point");
    expect(formatReward(points, 0)).toBe("0 points");
  });

  it("shows cash back and dollars as money from cents", () => {
    expect(
      formatReward({ currencyType: "Credit", currencyName: { one: "cash back", other: "cash back" } }, 125),
    ).toBe("$1.25 cash back");
    expect(
      formatReward({ currencyType: "Dollar", currencyName: { one: "dollar", other: "dollars" } }, 2000),
    ).toBe("$20.00");
  });
});

describe("formatCents and formatDay", () => {
  it("formats money and UTC days", () => {
    expect(formatCents(4999)).toBe("$49.99");
    expect(formatDay(new Date("2026-11-03T23:30:00Z"))).toBe("Nov 3, 2026");
  });
});
