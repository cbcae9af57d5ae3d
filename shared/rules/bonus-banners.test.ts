import { describe, expect, it } from "vitest";
import type { Bonus } from "@/shared/contracts/bonus";
import { bonusBannerConfigSchema, type BonusBannerConfig } from "@/shared/contracts/cms/bonus-banners";
import { bonusBanners, memberStateIndex, recentlyRegistered } from "./bonus-banners";

const now = Date.parse("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

function bonus(code: string, bonusStatus: Bonus["bonusStatus"], extra: Partial<Bonus> = {}): Bonus {
  return {
    code,
    bonusStatus,
    createDateUtc: daysAgo(2),
    isNewMemberBonus: false,
    description: `${code} description`,
    memberIsEligibleForNMB: false,
    appOnly: false,
    ...extra,
  };
}

const banner = (fields: Partial<BonusBannerConfig> & { code: string }): BonusBannerConfig =>
  bonusBannerConfigSchema.parse({ type: "bonus", text: `${fields.code} banner`, ...fields });

describe("memberStateIndex", () => {
  const member = { tierLevel: 2, emailOptIn: true, activeBonuses: [] };
  it("takes the first state of the copy state list that holds", () => {
    expect(memberStateIndex(null)).toBe(0);
    expect(memberStateIndex({ ...member, tierLevel: 0, emailOptIn: false })).toBe(1);
    expect(memberStateIndex({ ...member, tierLevel: 1, emailOptIn: false })).toBe(2);
    const withNmb = {
      ...member,
      activeBonuses: [{ bonusStatus: "eligible" as const, isNewMemberBonus: true }],
    };
    expect(memberStateIndex(withNmb)).toBe(3);
    expect(memberStateIndex({ ...withNmb, tierLevel: 0, emailOptIn: false })).toBe(1);
    expect(memberStateIndex(member)).toBe(4);
    const registeredNmb = {
      ...member,
      activeBonuses: [{ bonusStatus: "enrolled" as const, isNewMemberBonus: true }],
    };
    expect(memberStateIndex(registeredNmb)).toBe(4);
  });

  it("is null when no state holds", () => {
    expect(memberStateIndex({ tierLevel: 3, emailOptIn: false, activeBonuses: [] })).toBeNull();
  });
});

describe("recentlyRegistered", () => {
  it("keeps codes registered less than 2,100,000 ms ago", () => {
    const kept = recentlyRegistered(
      { A: now - 1_000, B: now - 2_099_999, C: now - 2_100_000, D: now + 5 },
      now,
    );
    expect([...kept]).toEqual(["A", "B"]);
  });
});

describe("bonusBanners", () => {
  const base = { stateIndex: 4, registered: new Set<string>(), now };

  it("puts eligible bonuses under available and enrolled or qualified ones under activated, in banner order", () => {
    const result = bonusBanners({
      ...base,
      banners: [
        banner({ code: "B", order: 2 }),
        banner({ code: "A", order: 1 }),
        banner({ code: "C", order: 3 }),
      ],
      bonuses: [
        bonus("C", "qualified"),
        bonus("B", "eligible"),
        bonus("A", "eligible"),
        bonus("D", "enrolled"),
      ],
    });
    expect(result.available.map((shown) => shown.text)).toEqual(["A banner", "B banner"]);
    expect(result.activated.map((shown) => shown.text)).toEqual(["C banner", "D description"]);
  });

  it("filters by the member-state index; a banner without states is for everyone", () => {
    const banners = [banner({ code: "A", user_states: [1, 2] }), banner({ code: "B" })];
    const bonuses = [bonus("A", "eligible"), bonus("B", "eligible")];
    expect(bonusBanners({ ...base, banners, bonuses }).available.map((b) => b.code)).toEqual(["B"]);
    expect(bonusBanners({ ...base, stateIndex: 1, banners, bonuses }).available.map((b) => b.code)).toEqual([
      "A",
      "B",
    ]);
    expect(
      bonusBanners({ ...base, stateIndex: null, banners, bonuses }).available.map((b) => b.code),
    ).toEqual(["B"]);
  });

  it("shows a banner with days_to_display only that many days after the bonus was offered", () => {
    const banners = [banner({ code: "A", days_to_display: 7 })];
    expect(
      bonusBanners({ ...base, banners, bonuses: [bonus("A", "eligible", { createDateUtc: daysAgo(6) })] })
        .available,
    ).toHaveLength(1);
    expect(
      bonusBanners({ ...base, banners, bonuses: [bonus("A", "eligible", { createDateUtc: daysAgo(8) })] })
        .available,
    ).toHaveLength(0);
  });

  it("shows a bonus registered on this device as activated", () => {
    const result = bonusBanners({
      ...base,
      registered: new Set(["A"]),
      banners: [],
      bonuses: [bonus("A", "eligible")],
    });
    expect(result.available).toHaveLength(0);
    expect(result.activated.map((b) => b.code)).toEqual(["A"]);
  });

  it("gives an app-only bonus its app text instead of a register action", () => {
    const banners = [banner({ code: "APP", app_only_bonus: true, app_text: "Register in the app" })];
    const [shown] = bonusBanners({ ...base, banners, bonuses: [bonus("APP", "eligible")] }).available;
    expect(shown?.appText).toBe("Register in the app");
    const [fromBonus] = bonusBanners({
      ...base,
      banners: [],
      bonuses: [bonus("X", "eligible", { appOnly: true })],
    }).available;
    expect(fromBonus?.appText).toBeTruthy();
  });
});
