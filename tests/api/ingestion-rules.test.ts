import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { merchantCampaigns, merchantNetworkIds } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { getPartner } from "@/partners/registry";
import { networkFeedSuite } from "./network-feed-test-kit";

// PostgreSQL too: the monthly cap holds an advisory lock that only a server makes anyone wait on.
const kinds = testDbKinds({ dialectMatters: true });

/** harbor earns 5 points per $1 at tiers 2 and 3: a meal of `points / 5` dollars earns `points`. */
const mealFor = (points: number) => points * 20;

// The partner's rules beyond the base rate (decision 0063): a campaign for the member's tier at
// the merchant, then the per-visit and the monthly merchant caps, on both ways in.
describe.each(kinds)("the award rules on %s", (kind) => {
  const {
    api,
    merchantId,
    acclaimedMerchantId,
    memberWithCard,
    memberWithRegisteredCard,
    dine,
    ingest,
    message,
    send,
    rowsOf,
    reservation,
  } = networkFeedSuite(kind);

  it("holds harbor's caps as these tests read them", () => {
    expect(getPartner("harbor")?.effective.awardCaps).toEqual({
      perVisit: 2_500,
      perMerchantPerMonth: 7_500,
    });
  });

  describe("a campaign for the member's tier", () => {
    it("earns where the tier has a campaign, and nothing where only another tier has one", async () => {
      const campaigns = await api()
        .testDb.db.select({ partner: merchantCampaigns.partnerCode, tier: merchantCampaigns.tierLevel })
        .from(merchantCampaigns)
        .where(eq(merchantCampaigns.merchantId, acclaimedMerchantId()))
        .orderBy(asc(merchantCampaigns.partnerCode), asc(merchantCampaigns.tierLevel));
      expect(campaigns.filter((row) => row.partner === "harbor").map((row) => row.tier)).toEqual([2, 3]);

      const optedOut = await memberWithCard(0);
      const optedIn = await memberWithCard(2);
      const result = await ingest(
        dine(optedOut.card.id, { merchantId: acclaimedMerchantId() }),
        dine(optedIn.card.id, { merchantId: acclaimedMerchantId() }),
        dine(optedOut.card.id, { merchantId: merchantId() }),
      );
      expect(result.items.map((item) => (item.outcome === "accepted" ? item.benefitAmount : null))).toEqual([
        0, 400, 80,
      ]);
      expect(result.items[0]).toMatchObject({ awardStatus: "Forfeit" });
      const forfeit = (await rowsOf(optedOut.member.id)).find(
        (row) => row.merchantId === acclaimedMerchantId(),
      );
      expect(forfeit).toMatchObject({ awardStatus: "Forfeit", notEarnedReason: "no_campaign_for_tier" });
    });

    it("applies to a network clearing too, and a non-activated member earns as tier 0", async () => {
      const [visa] = await api()
        .testDb.db.select({ id: merchantNetworkIds.networkMerchantId })
        .from(merchantNetworkIds)
        .where(
          and(
            eq(merchantNetworkIds.merchantId, acclaimedMerchantId()),
            eq(merchantNetworkIds.network, "visa"),
          ),
        );
      if (!visa) throw new Error("no Visa id");
      const nonActivated = await memberWithRegisteredCard(1);
      const vip = await memberWithRegisteredCard(3);
      const result = await send(
        message(nonActivated.reference, { networkMerchantId: visa.id }),
        message(vip.reference, { networkMerchantId: visa.id }),
      );
      expect(result.items.map((item) => item.outcome === "stored" && item.award)).toEqual([
        { awardStatus: "Forfeit", benefitAmount: 0 },
        { awardStatus: "Pending", benefitAmount: 400 },
      ]);
      expect((await rowsOf(nonActivated.member.id))[0]?.notEarnedReason).toBe("no_campaign_for_tier");
    });

    it("checks the card's link time and the earning day before the campaign", async () => {
      const { member, card } = await memberWithCard(0, new Date("2026-01-14T12:00:00-05:00"));
      await ingest(dine(card.id, { merchantId: acclaimedMerchantId() }));
      expect((await rowsOf(member.id))[0]?.notEarnedReason).toBe("card_linked_after_meal");
    });
  });

  describe("the per-visit cap", () => {
    it("earns exactly the cap, and cuts a visit over it to the cap, keeping what it would have earned", async () => {
      const { member, card } = await memberWithCard(3);
      const result = await ingest(
        dine(card.id, { amountCents: mealFor(2_500) }),
        dine(card.id, { amountCents: mealFor(2_500) + 20, date: "2026-01-15T19:30:00-05:00" }),
      );
      expect(result.items.map((item) => item.outcome === "accepted" && item.benefitAmount)).toEqual([
        2_500, 2_500,
      ]);
      const rows = (await rowsOf(member.id)).sort((a, b) => a.date.getTime() - b.date.getTime());
      expect(rows.map((row) => [row.benefitAmount, row.uncappedAmount, row.cappedBy])).toEqual([
        [2_500, null, null],
        [2_500, 2_501, "per_visit"],
      ]);
      expect(rows[1]?.awardStatus).toBe("Pending");
    });
  });

  describe("the monthly merchant cap", () => {
    it("gives a second meal in the month what is left, and nothing once the month is used up", async () => {
      const { member, card } = await memberWithCard(2);
      const at = (day: string) => `2026-01-${day}T19:30:00-05:00`;
      await ingest(
        dine(card.id, { amountCents: mealFor(2_500), date: at("05") }),
        dine(card.id, { amountCents: mealFor(2_500), date: at("06") }),
      );
      // 5,000 earned this month here: 2,500 is left of harbor's 7,500, then 100, then nothing.
      const second = await ingest(dine(card.id, { amountCents: mealFor(2_400), date: at("07") }));
      expect(second.items[0]).toMatchObject({ awardStatus: "Pending", benefitAmount: 2_400 });
      const third = await ingest(dine(card.id, { amountCents: mealFor(500), date: at("08") }));
      expect(third.items[0]).toMatchObject({ awardStatus: "Pending", benefitAmount: 100 });
      const full = await ingest(dine(card.id, { amountCents: mealFor(80), date: at("09") }));
      expect(full.items[0]).toMatchObject({ awardStatus: "Forfeit", benefitAmount: 0 });
      const rows = await rowsOf(member.id);
      expect(rows.reduce((total, row) => total + row.benefitAmount, 0)).toBe(7_500);
      expect(rows.find((row) => row.benefitAmount === 100)).toMatchObject({
        uncappedAmount: 500,
        cappedBy: "merchant_month",
      });
      expect(rows.find((row) => row.awardStatus === "Forfeit")).toMatchObject({
        notEarnedReason: "merchant_month_cap",
        uncappedAmount: 80,
        cappedBy: "merchant_month",
      });
    });

    it("counts the restaurant's own month, each merchant apart, within one batch", async () => {
      const { member, card } = await memberWithCard(3);
      const result = await ingest(
        ...["05", "12", "19"].map((day) =>
          dine(card.id, { amountCents: mealFor(2_500), date: `2026-01-${day}T19:30:00-05:00` }),
        ),
        // 23:30 on the 31st in New York is February in UTC: still January's, so nothing.
        dine(card.id, { amountCents: mealFor(400), date: "2026-01-31T23:30:00-05:00" }),
        // The next month, and another restaurant, start again.
        dine(card.id, { amountCents: mealFor(400), date: "2026-02-01T00:30:00-05:00" }),
        dine(card.id, { amountCents: mealFor(400), merchantId: acclaimedMerchantId() }),
      );
      expect(result.items.map((item) => item.outcome === "accepted" && item.benefitAmount)).toEqual([
        2_500, 2_500, 2_500, 0, 400, 400,
      ]);
      expect((await rowsOf(member.id)).length).toBe(6);
    });

    it("lets two batches at once earn no more together than the month's cap", async () => {
      const { member, card } = await memberWithCard(3);
      await ingest(
        dine(card.id, { amountCents: mealFor(2_500), date: "2026-01-05T19:30:00-05:00" }),
        dine(card.id, { amountCents: mealFor(2_500), date: "2026-01-06T19:30:00-05:00" }),
      );
      const results = await Promise.all(
        ["10", "11", "12"].map((day) =>
          ingest(dine(card.id, { amountCents: mealFor(2_000), date: `2026-01-${day}T19:30:00-05:00` })),
        ),
      );
      const earned = results.map((result) =>
        result.items[0]?.outcome === "accepted" ? result.items[0].benefitAmount : -1,
      );
      expect(earned.reduce((total, amount) => total + amount, 0)).toBe(2_500);
      expect((await rowsOf(member.id)).reduce((total, row) => total + row.benefitAmount, 0)).toBe(7_500);
    });

    it("does not cap the reservation bonus, and a meal the month's cap left nothing still earns it", async () => {
      const { member, card } = await memberWithCard(3);
      await ingest(
        ...["05", "06", "07"].map((day) =>
          dine(card.id, { amountCents: mealFor(2_500), date: `2026-01-${day}T19:30:00-05:00` }),
        ),
      );
      await reservation(member.id, "booked");
      const result = await ingest(dine(card.id));
      expect(result.items[0]).toMatchObject({
        awardStatus: "Forfeit",
        benefitAmount: 0,
        reservationBonus: 50,
      });
      const bonus = (await rowsOf(member.id)).find((row) => row.transactionType === "B");
      expect(bonus).toMatchObject({ benefitAmount: 50, awardStatus: "Pending", cappedBy: null });
    });
  });
});
