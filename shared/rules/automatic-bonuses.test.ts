import { describe, expect, it } from "vitest";
import { automaticBonuses, isNewMemberBonusEligible, type AutomaticBonusRules } from "./automatic-bonuses";

const now = new Date("2026-11-23T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() - n * 3_600_000);
const bonuses: AutomaticBonusRules["bonuses"] = [
  { code: "NMB", kind: "new-member" },
  { code: "APP", kind: "app-only" },
  { code: "PLAIN", kind: "standard" },
];
const newMemberRules: AutomaticBonusRules = { newMemberSource: "web", appOnlyBonus: false, bonuses };

describe("isNewMemberBonusEligible", () => {
  it("holds for 2160 hours after joining through the partner's source", () => {
    expect(
      isNewMemberBonusEligible(newMemberRules, { enrollmentSource: "web", joinDate: hours(1) }, now),
    ).toBe(true);
    expect(
      isNewMemberBonusEligible(newMemberRules, { enrollmentSource: "web", joinDate: hours(2160) }, now),
    ).toBe(true);
    expect(
      isNewMemberBonusEligible(newMemberRules, { enrollmentSource: "web", joinDate: hours(2161) }, now),
    ).toBe(false);
  });

  it("does not hold for another source, or for a partner without the flag", () => {
    expect(
      isNewMemberBonusEligible(newMemberRules, { enrollmentSource: "seed", joinDate: hours(1) }, now),
    ).toBe(false);
    expect(
      isNewMemberBonusEligible(newMemberRules, { enrollmentSource: null, joinDate: hours(1) }, now),
    ).toBe(false);
    const off = { ...newMemberRules, newMemberSource: null };
    expect(isNewMemberBonusEligible(off, { enrollmentSource: "web", joinDate: hours(1) }, now)).toBe(false);
  });
});

describe("automaticBonuses", () => {
  it("adds the new-member bonus to an eligible member only", () => {
    expect(automaticBonuses(newMemberRules, { enrollmentSource: "web", joinDate: hours(5) }, now)).toEqual([
      { code: "NMB", isNewMemberBonus: true },
    ]);
    expect(automaticBonuses(newMemberRules, { enrollmentSource: "web", joinDate: hours(3000) }, now)).toEqual(
      [],
    );
  });

  it("adds the app-only bonus to every member of a partner with the flag", () => {
    const appRules: AutomaticBonusRules = { newMemberSource: null, appOnlyBonus: true, bonuses };
    expect(automaticBonuses(appRules, { enrollmentSource: "seed", joinDate: hours(9000) }, now)).toEqual([
      { code: "APP", isNewMemberBonus: false },
    ]);
  });
});
