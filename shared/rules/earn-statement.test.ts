import { describe, expect, it } from "vitest";
import { formatEarnRate } from "@/shared/format/earn-rate";
import { getPartner } from "@/partners/registry";
import { earnStatement, type EarnMerchant } from "./earn-statement";
import {
  membershipEarningText,
  membershipRate,
  offerSentence,
  tierCell,
  vipStatusNote,
} from "./earn-wording";

const partnerCodes = ["harbor", "skyway", "greenleaf", "roadtrip"] as const;
const config = (code: string) => {
  const partner = getPartner(code);
  if (!partner) throw new Error(code);
  return partner.effective;
};

/**
 * The seed's campaign cases (backend/db/seed/merchants campaignsFor): an ordinary merchant
 * has a code for every tier, an acclaimed one from tier 2 (level 1) or tier 3 (level 2) up,
 * and an acclaimed merchant of a partner without acclaimed offers has none.
 */
const campaignCases = [
  { name: "standard", minimumTier: 0 },
  { name: "acclaimed level 1", minimumTier: 2 },
  { name: "acclaimed level 2", minimumTier: 3 },
  { name: "no campaign", minimumTier: 99 },
] as const;

const viewers = [null, 0, 1, 2, 3] as const;
const monday = new Date(2026, 10, 23, 12);
const tuesday = new Date(2026, 10, 24, 12);

/** The expected rule, spelled independently of the code under test. */
function expectedTier(tierLevel: number | null): 0 | 2 | 3 {
  if (tierLevel === null || tierLevel <= 1) return 0;
  return tierLevel >= 3 ? 3 : 2;
}

describe("earnStatement: every partner × viewer × campaign case", () => {
  for (const code of partnerCodes) {
    const partner = config(code);
    const ruleTiers = partner.earnRules.map((rule) => rule.tierLevel);
    for (const campaign of campaignCases) {
      const merchant: EarnMerchant = {
        campaignTiers: ruleTiers.filter((tier) => tier >= campaign.minimumTier),
        benefitDays: ["Mon", "Wed"],
      };
      for (const tierLevel of viewers) {
        it(`${code}, ${campaign.name}, ${tierLevel === null ? "anonymous" : `tier ${String(tierLevel)}`}`, () => {
          const viewer = tierLevel === null ? null : { tierLevel };
          const statement = earnStatement({ partner, merchant, viewer, date: monday });
          const own = expectedTier(tierLevel);
          // A partner without a rule for the viewer's tier pays the highest rule below it.
          const rule = [...partner.earnRules].reverse().find((candidate) => candidate.tierLevel <= own);
          const earns = rule !== undefined && merchant.campaignTiers.includes(rule.tierLevel);

          expect(statement.viewer.signedIn).toBe(viewer !== null);
          expect(statement.viewer.earns).toBe(earns);
          expect(statement.viewer.tier?.rate).toBe(
            rule ? formatEarnRate(partner, rule.amountPerDollar) : undefined,
          );
          expect(statement.earningTiers.map((tier) => tier.tierLevel)).toEqual(merchant.campaignTiers);
          expect(statement.today).toEqual({
            weekday: "Mon",
            earningDay: merchant.campaignTiers.length > 0,
            viewerEarns: earns,
          });
          expect(earnStatement({ partner, merchant, viewer, date: tuesday }).today?.viewerEarns).toBe(false);

          // The unlock prompt names the next tier up that earns here, only when the viewer does not.
          const next = merchant.campaignTiers.find((tier) => tier > (rule?.tierLevel ?? 0));
          expect(statement.viewer.unlock?.tierLevel ?? null).toBe(earns ? null : (next ?? null));

          // Every surface's words come from this statement and agree with it.
          const offer = offerSentence(statement, "on every visit");
          if (merchant.campaignTiers.length === 0) {
            expect(offer).toBeNull();
          } else if (viewer && earns && statement.viewer.tier) {
            expect(offer).toBe(`Earn ${statement.viewer.tier.rate} on every visit`);
          } else if (!statement.everyTierEarns) {
            // Said of the tiers that earn, never as everyone's.
            expect(offer).not.toMatch(/^Earn /);
          }
          for (const tier of statement.tiers) {
            expect(tierCell(tier).startsWith("Not earning here")).toBe(!tier.earnsHere);
          }
        });
      }
    }
  }
});

describe("earnStatement program-wide (home and overview)", () => {
  it.each(partnerCodes)("%s: every tier earns, best is the highest rule", (code) => {
    const partner = config(code);
    const statement = earnStatement({ partner, merchant: null, viewer: null, date: null });
    const top = Math.max(...partner.earnRules.map((rule) => rule.amountPerDollar));
    expect(statement.everyTierEarns).toBe(true);
    expect(statement.best?.amountPerDollar).toBe(top);
    expect(statement.today).toBeNull();
  });

  it("keeps harbor's rates as the spec gives them: 1 point at tier 0, 5 at tiers 2 and 3", () => {
    const harbor = config("harbor");
    expect(membershipRate(harbor, "opted_out")).toBe("1 point per $1");
    expect(membershipRate(harbor, "opted_in")).toBe("5 points per $1");
    expect(membershipRate(harbor, "vip")).toBe("5 points per $1");
  });
});

describe("the overview's words match the numbers", () => {
  it.each(partnerCodes)("%s: 'our best rate' only for the highest rate", (code) => {
    const partner = config(code);
    const top = Math.max(...partner.earnRules.map((rule) => rule.amountPerDollar));
    for (const level of ["opted_out", "opted_in", "vip"] as const) {
      const text = membershipEarningText(partner, level);
      const rate = membershipRate(partner, level);
      expect(text).toContain(rate ?? "");
      const isTop = rate === formatEarnRate(partner, top);
      expect(text.includes("our best rate")).toBe(isTop);
    }
  });

  it("skyway: opted-in members earn 3 miles and are told VIP earns 5", () => {
    const text = membershipEarningText(config("skyway"), "opted_in");
    expect(text).toContain("3 miles per $1");
    expect(text).toContain("VIP members earn 5 miles per $1");
  });

  it("harbor: VIP is not presented as an earnings upgrade for an opted-in member", () => {
    const note = vipStatusNote(config("harbor"), 2, "VIP status opens exclusive locations.");
    expect(note).toBe("VIP status opens exclusive locations. VIP status keeps your rate at 5 points per $1.");
    expect(note).not.toMatch(/VIP members earn/);
  });

  it("harbor: VIP is an upgrade for an opted-out member, and says so with its rate", () => {
    expect(vipStatusNote(config("harbor"), 0, null)).toBe(
      "VIP members earn 5 points per $1 at every participating restaurant, exclusive locations included.",
    );
  });

  it("a ladder that differs at every tier names each step (skyway)", () => {
    const skyway = config("skyway");
    expect(vipStatusNote(skyway, 2, null)).toMatch(/^VIP members earn 5 miles per \$1/);
    expect(membershipEarningText(skyway, "opted_out")).toContain("Opt in to emails to earn 3 miles per $1");
  });
});
