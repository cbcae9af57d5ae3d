import { describe, expect, it } from "vitest";
import { atCardLimit, registrationOutcome } from "./card-registration-outcome";

const visa = { cardType: "Visa", lastFour: "1111", description: "Visa" } as const;
const amex = { cardType: "Amex", lastFour: "0005", description: "American Express" } as const;
const duplicate = { code: "DUPLICATE_CARD", message: "This card is already linked." } as const;

describe("card registration outcome", () => {
  it("all linked is a success", () => {
    expect(registrationOutcome({ cardRegistration: [{ memberCard: visa }] })).toEqual({
      overall: "all",
      kind: "success",
      succeeded: ["Visa ending in 1111"],
      failed: [],
    });
  });

  it("some linked is an error listing what failed", () => {
    const outcome = registrationOutcome({
      cardRegistration: [{ memberCard: visa }, { memberCard: amex, error: duplicate }],
    });
    expect(outcome.overall).toBe("some");
    expect(outcome.kind).toBe("error");
    expect(outcome.failed).toEqual([
      "American Express ending in 0005 - DUPLICATE_CARD: This card is already linked.",
    ]);
  });

  it("none linked (or nothing answered) is an error", () => {
    expect(registrationOutcome({ cardRegistration: [{ memberCard: amex, error: duplicate }] }).overall).toBe(
      "none",
    );
    expect(registrationOutcome({ cardRegistration: [] }).overall).toBe("none");
  });

  it("counts the manual card toward the limit", () => {
    expect(atCardLimit(11, true, 12)).toBe(true);
    expect(atCardLimit(11, false, 12)).toBe(false);
    expect(atCardLimit(12, false, 12)).toBe(true);
  });
});
