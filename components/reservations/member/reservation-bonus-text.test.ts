import { describe, expect, it } from "vitest";
import { reservationBonusText } from "./reservation-bonus-text";

describe("reservationBonusText", () => {
  it.each([
    ["upcoming", null, "Earns 50 bonus points when you dine and pay with a linked card"],
    ["pending", null, "50 bonus points pending"],
    ["awarded", null, "50 bonus points earned"],
    [
      "not_earned",
      "No bonus points: the reservation was cancelled.",
      "No bonus points: the reservation was cancelled.",
    ],
    ["not_earned", null, "50 bonus points not earned"],
  ] as const)("says %s (reason %s) as the member reads it", (state, reason, expected) => {
    expect(reservationBonusText({ state, amount: 50, reason }, "points")).toBe(expected);
  });

  it("says nothing for a partner without the bonus", () => {
    expect(reservationBonusText({ state: "none", amount: 0, reason: null }, "miles")).toBeNull();
  });
});
