import { describe, expect, it } from "vitest";
import { atCardLimit, registrationOutcome, registrationStatusMessage } from "./card-registration-outcome";

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
    expect(outcome.failed).toEqual(["American Express ending in 0005 - This card is already linked."]);
    // The API's internal code is for the program's logs, never for the member's screen.
    expect(outcome.failed.join(" ")).not.toContain("DUPLICATE_CARD");
  });

  it("none linked (or nothing answered) is an error", () => {
    expect(registrationOutcome({ cardRegistration: [{ memberCard: amex, error: duplicate }] }).overall).toBe(
      "none",
    );
    expect(registrationOutcome({ cardRegistration: [] }).overall).toBe("none");
  });

  it("says one linked card is linked, in the singular, and several in the plural", () => {
    const copy = { one: "Your card is linked.", all: "Your cards are linked.", some: "Some.", none: "None." };
    expect(
      registrationStatusMessage(registrationOutcome({ cardRegistration: [{ memberCard: visa }] }), copy),
    ).toBe("Your card is linked.");
    expect(
      registrationStatusMessage(
        registrationOutcome({ cardRegistration: [{ memberCard: visa }, { memberCard: amex }] }),
        copy,
      ),
    ).toBe("Your cards are linked.");
    expect(
      registrationStatusMessage(
        registrationOutcome({ cardRegistration: [{ memberCard: amex, error: duplicate }] }),
        copy,
      ),
    ).toBe("None.");
  });

  it("counts the manual card toward the limit", () => {
    expect(atCardLimit(11, true, 12)).toBe(true);
    expect(atCardLimit(11, false, 12)).toBe(false);
    expect(atCardLimit(12, false, 12)).toBe(true);
  });
});
