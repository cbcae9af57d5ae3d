import { describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import type { MerchantSummary } from "@/shared/contracts/merchants";
import { earnStatement, type EarnViewer } from "@/shared/rules/earn-statement";
import { getPartner } from "@/partners/registry";
import { seededMerchantSuite } from "./merchant-search-kit";
import { signedInVisitor } from "./support";

const merchantCount = 300;

/** Whether the card's own earn statement says this viewer earns here (what "Not earning here" reads). */
function earnsFor(code: string, viewer: EarnViewer) {
  const partner = getPartner(code)?.effective;
  if (!partner) throw new Error(`No partner ${code}`);
  return (merchant: MerchantSummary) =>
    earnStatement({
      partner,
      merchant: {
        campaignTiers: merchant.benefitAvailability.campaignCodes.map((c) => c.tierLevel),
        benefitDays: merchant.benefitDays,
      },
      viewer,
      date: null,
    }).viewer.earns;
}

const ids = (merchants: readonly MerchantSummary[]) => merchants.map((m) => m.id);

/**
 * The score order split in two: the ids `found` says the viewer earns at first, then the rest.
 * Whether a merchant earns is read from `found` itself: campaign codes are the partner's own.
 */
function earnersFirst(
  pure: readonly MerchantSummary[],
  found: readonly MerchantSummary[],
  earns: (merchant: MerchantSummary) => boolean,
): string[] {
  const earning = new Set(found.filter(earns).map((m) => m.id));
  return [...ids(pure).filter((id) => earning.has(id)), ...ids(pure).filter((id) => !earning.has(id))];
}

/** Decision 0058: Recommended lists what the viewer earns first, then the rest, each in score order. */
// PostgreSQL too: the order is SQL.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("GET /api/v2/Merchants/Search recommended order on %s", (kind) => {
  const { api, search, searchAll } = seededMerchantSuite(kind, { merchants: merchantCount });

  /**
   * The score order alone: a harbor VIP earns at every merchant (acclaimed ones included), and
   * the score is the same for every partner, so their Recommended list is the plain score order.
   */
  async function scoreOrder(query: string): Promise<MerchantSummary[]> {
    const vip = await signedInVisitor(api(), "vip@harbor.example");
    const found = await searchAll(query, vip);
    expect(found.every(earnsFor("harbor", { tierLevel: 3 }))).toBe(true);
    return found;
  }

  describe.each([
    ["everywhere", "sortBy=recommended"],
    ["around Chicago", "location=Chicago,IL"],
  ])("%s", (_where, query) => {
    it("lists what a greenleaf member earns before the places they do not", async () => {
      const member = await signedInVisitor(api(), "demo@greenleaf.example", "greenleaf.localhost:3000");
      const earns = earnsFor("greenleaf", { tierLevel: 2 });
      const pure = await scoreOrder(query);
      const found = await searchAll(query, member);
      // The case that hurt: by score alone a place that does not earn leads some that do.
      const earning = new Set(found.filter(earns).map((m) => m.id));
      const firstOther = pure.findIndex((m) => !earning.has(m.id));
      expect(firstOther).toBeGreaterThanOrEqual(0);
      expect(pure.slice(firstOther).some((m) => earning.has(m.id))).toBe(true);

      expect(ids(found)).toEqual(earnersFirst(pure, found, earns));
      expect(found[0] && earns(found[0])).toBe(true);
    });

    it("lists what an anonymous visitor would earn first, as the card reads it (a new member's line)", async () => {
      for (const code of ["roadtrip", "harbor"]) {
        const earns = earnsFor(code, null);
        const pure = await scoreOrder(query);
        const found = await searchAll(query, `${code}.localhost:3000`);
        expect(
          found.some((m) => !earns(m)),
          code,
        ).toBe(true);
        expect(ids(found), code).toEqual(earnersFirst(pure, found, earns));
      }
    });
  });

  it("pages the same order in pages of any size, across the turn to the rest and past it", async () => {
    const member = await signedInVisitor(api(), "demo@greenleaf.example", "greenleaf.localhost:3000");
    const earns = earnsFor("greenleaf", { tierLevel: 2 });
    const query = "sortBy=recommended";
    const whole = await searchAll(query, member);
    const earners = whole.filter(earns).length;
    // A page size where one page holds earners and others, and some pages lie wholly past the
    // earners: the one place their count is not known from the page.
    const size = [7, 9, 11, 13].find((n) => earners % n !== 0 && whole.length - earners >= 2 * n) ?? 0;
    expect(size).toBeGreaterThan(0);
    const paged = [];
    for (let pageNo = 1; pageNo <= Math.ceil(whole.length / size); pageNo += 1) {
      const answer = await search(`${query}&pageSize=${size}&pageNo=${pageNo}`, member);
      expect(answer.totalResultSize).toBe(whole.length);
      paged.push(...answer.merchants);
    }
    expect(ids(paged)).toEqual(ids(whole));
  });

  it("keeps the orders the visitor chose as they are", async () => {
    const member = await signedInVisitor(api(), "demo@greenleaf.example", "greenleaf.localhost:3000");
    const vip = await signedInVisitor(api(), "vip@harbor.example");
    for (const sort of ["rating", "distance", "name"]) {
      const query = `location=Chicago,IL&sortBy=${sort}`;
      expect(ids(await searchAll(query, member)), sort).toEqual(ids(await searchAll(query, vip)));
    }
  });
});
