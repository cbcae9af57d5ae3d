import { describe, expect, it } from "vitest";
import { emailOptInText } from "./email-opt-in-text";
import type { OverviewPartner } from "./overview-types";

const harbor: OverviewPartner = {
  hasVip: true,
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
    { tierLevel: 3, amountPerDollar: 5 },
  ],
  showEmailOptIn: true,
  vipStatus: null,
};

describe("emailOptInText", () => {
  it("tells an opted-out member what their own dining would earn opted in, beside what it earned", () => {
    expect(emailOptInText(harbor, 0, 41_275, 410)).toEqual({
      optedIn: false,
      text: "Opted in to emails, your $412.75 of dining this year would earn 2,063 points at 5 points per $1, instead of 410 points at 1 point per $1.",
    });
  });

  it("tells an opted-in member what the emails earn them, with what their meals really earned", () => {
    expect(emailOptInText(harbor, 2, 41_275, 2_058)?.text).toBe(
      "Because you receive our emails, your $412.75 of dining this year earns 2,058 points at 5 points per $1, instead of 412 points at 1 point per $1.",
    );
  });

  it("uses $100 as the example without dining this year", () => {
    expect(emailOptInText(harbor, 1, 0, 0)?.text).toBe(
      "Opted in to emails, every $100.00 you spend dining would earn 500 points at 5 points per $1, instead of 100 points at 1 point per $1.",
    );
  });

  it("says nothing to a VIP, or where the profile hides email opt-in", () => {
    expect(emailOptInText(harbor, 3, 41_275, 2_058)).toBeNull();
    expect(emailOptInText({ ...harbor, showEmailOptIn: false }, 0, 41_275, 410)).toBeNull();
  });
});
