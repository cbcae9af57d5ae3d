// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { defaultAwardStatusTexts } from "@/shared/rules/award-status";
import { defaultCappedNotes, notEarnedReasonTexts } from "@/shared/rules/not-earned-reason";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { AccountSessionProvider } from "../account-session";
import { ActivityScreen } from "./activity-screen";
import type { ActivityCopy, ActivityPartner } from "./activity-types";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const partner: ActivityPartner = {
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  programName: "Harbor Dining",
  support: {
    phone: { href: "tel:+18005550100", formatted: "1-800-555-0100" },
    email: { href: "mailto:help@harbor.example", display: "help@harbor.example" },
  },
};
const copy: ActivityCopy = {
  documentTitle: "Activity",
  disclaimer: null,
  payoutBreakpointCents: 2500,
  reviewSurveyUrl: null,
  statuses: defaultAwardStatusTexts,
  missingRewards: { title: "Missing rewards?", body: "Tell us." },
  reservationBonusLabel: "Reservation bonus",
  notEarnedReasons: notEarnedReasonTexts("points"),
  cappedNotes: defaultCappedNotes,
  earnedBonusLabel: "Bonus points",
};

let transactions: () => Promise<Response> | Response = () =>
  HttpResponse.json({ data: [], totalPages: 0, totalResultSize: 0 });
componentNetwork(http.get("*/api/Member/Transactions", () => transactions()));
freshQueriesPerTest();

function renderScreen(withCopy: ActivityCopy = copy) {
  resetNavigation();
  const signInAgain = vi.fn();
  renderWithQueries(
    <AccountSessionProvider value={{ member: demoMemberAccount, signInAgain }}>
      <ActivityScreen partner={partner} copy={withCopy} />
    </AccountSessionProvider>,
  );
  return signInAgain;
}

describe("ActivityScreen", () => {
  it("says it is loading until the first page arrives", async () => {
    transactions = async () => {
      await delay("infinite");
      return HttpResponse.json({});
    };
    renderScreen();
    expect((await screen.findByTestId("activity-loading")).textContent).toBe("Loading your activity…");
  });

  it("shows the empty state for a member without activity", async () => {
    transactions = () => HttpResponse.json({ data: [], totalPages: 0, totalResultSize: 0 });
    renderScreen();
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });

  it("shows the error state when the page cannot be read", async () => {
    transactions = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderScreen();
    expect(await screen.findByText("We could not load your activity")).toBeTruthy();
  });

  it("sends a member whose session ended (401) to sign in", async () => {
    transactions = () => HttpResponse.json({ error: "Sign in to continue" }, { status: 401 });
    const signInAgain = renderScreen();
    await waitFor(() => {
      expect(signInAgain).toHaveBeenCalled();
    });
  });

  it("labels a reservation bonus row with the partner's words, and says why a missed one earned nothing", async () => {
    const meal = {
      recordType: "transaction",
      date: new Date().toISOString(),
      diningDay: new Date().toISOString().slice(0, 10),
      merchantId: "m-1",
      merchantName: "Harbor Grill",
      activeMerchant: true,
      ticketAmountCents: 0,
      cardLastFour: "4242",
      paidAt: null,
      review: null,
      uncappedAmount: null,
      cappedBy: null,
    };
    transactions = () =>
      HttpResponse.json({
        data: [
          {
            ...meal,
            id: "5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0d11",
            sourceTransactionId: "reservation-bonus:1",
            benefitAmount: 50,
            awardStatus: "Pending",
            transactionType: "B",
            notEarnedReason: null,
          },
          {
            ...meal,
            id: "5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0d12",
            sourceTransactionId: "reservation-bonus:2",
            benefitAmount: 0,
            awardStatus: "Forfeit",
            transactionType: "B",
            notEarnedReason: "reservation_cancelled",
          },
        ],
        totalPages: 1,
        totalResultSize: 2,
      });
    renderScreen();
    const labels = await screen.findAllByTestId("activity-bonus-label");
    expect(labels.map((label) => label.textContent)).toEqual(["Reservation bonus", "Reservation bonus"]);
    expect(screen.queryByText("Card ending in 4242")).toBeNull();
    expect(screen.getAllByText("No spend: a bonus")).toHaveLength(2);
    expect(screen.getByTestId("not-earned-reason").textContent).toContain(
      "reservation for this meal had been cancelled",
    );
    // Only the pending bonus explains its status; the missed one's reason says it all, and never
    // that "this meal did not qualify" beside "the meal itself still earns".
    expect(screen.getAllByTestId("activity-status-help")).toHaveLength(1);
    expect(screen.queryByText(/did not qualify/)).toBeNull();
  });

  it("titles a bonus earned by its condition with the partner's words, with no restaurant or card", async () => {
    transactions = () =>
      HttpResponse.json({
        data: [
          {
            recordType: "transaction",
            id: "5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0d13",
            date: new Date().toISOString(),
            diningDay: new Date().toISOString().slice(0, 10),
            merchantId: null,
            merchantName: null,
            activeMerchant: false,
            sourceTransactionId: "bonus:HHD-DINE3-500:5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0d14:2026-10-01",
            benefitAmount: 500,
            ticketAmountCents: 0,
            cardLastFour: null,
            awardStatus: "Awarded",
            transactionType: "B",
            paidAt: null,
            notEarnedReason: null,
            review: null,
          },
        ],
        totalPages: 1,
        totalResultSize: 1,
      });
    renderScreen();
    expect(await screen.findByText("Bonus points")).toBeTruthy();
    expect(screen.queryByText("Restaurant no longer listed")).toBeNull();
    expect(screen.queryByTestId("activity-bonus-label")).toBeNull();
    expect(screen.getByText("No spend: a bonus")).toBeTruthy();
  });

  it("follows every status that earned nothing with its reason, the row's own when known", async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const meal = (id: string, daysAgo: number) => ({
      id: `5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0e${id}`,
      recordType: "transaction",
      date: day(daysAgo),
      diningDay: day(daysAgo).slice(0, 10),
      merchantId: "m-1",
      merchantName: "Harbor Grill",
      activeMerchant: true,
      ticketAmountCents: 4200,
      benefitAmount: 0,
      cardLastFour: "4242",
      paidAt: null,
      review: null,
      uncappedAmount: null,
      cappedBy: null,
      transactionType: "S",
      sourceTransactionId: `meal-${id}`,
    });
    transactions = () =>
      HttpResponse.json({
        data: [
          { ...meal("01", 5), awardStatus: "Forfeit", notEarnedReason: "card_linked_after_meal" },
          // A record kept before reasons were: the status itself is the reason given.
          { ...meal("02", 6), awardStatus: "Deferred", notEarnedReason: null },
          { ...meal("03", 50), awardStatus: "Pending", notEarnedReason: null },
        ],
        totalPages: 1,
        totalResultSize: 3,
      });
    renderScreen();
    const rows = await screen.findAllByTestId("activity-row");
    const said = rows.map((row) => ({
      status: within(row).getByTestId("activity-status").textContent,
      reason: within(row).queryByTestId("not-earned-reason")?.textContent ?? null,
      text: row.textContent,
    }));
    expect(said.map(({ status }) => status)).toEqual(["Expired", "Not earned", "Review expired"]);
    expect(said[0]?.reason).toContain("The card was linked less than 24 hours before this meal");
    // The row's own reason, not beside a general line that says something else.
    expect(said[0]?.text).not.toContain(defaultAwardStatusTexts.help.forfeit);
    expect(said[1]?.reason).toBe(defaultAwardStatusTexts.help.deferred);
    expect(said[2]?.reason).toBe(defaultAwardStatusTexts.help.pendingExpired);
    // Without a reason of its own, the row says where to ask.
    for (const row of rows.slice(1))
      expect(
        within(row)
          .getByRole("link", { name: /Report a missing reward/ })
          .getAttribute("href"),
      ).toBe("#missing-rewards");
    expect(
      within(rows[0] as HTMLElement).queryByRole("link", { name: /Report a missing reward/ }),
    ).toBeNull();
  });

  it("words the engine's reasons and capped awards in the partner's copy (decision 0063)", async () => {
    const meal = (id: string) => ({
      id: `5b0f3c56-6f4e-4c38-9e57-6a8f3c2f0f${id}`,
      recordType: "transaction",
      date: new Date().toISOString(),
      diningDay: new Date().toISOString().slice(0, 10),
      merchantId: "m-1",
      merchantName: "Harbor Grill",
      activeMerchant: true,
      ticketAmountCents: 60_000,
      cardLastFour: "4242",
      paidAt: null,
      review: null,
      transactionType: "S",
      sourceTransactionId: `meal-${id}`,
    });
    transactions = () =>
      HttpResponse.json({
        data: [
          {
            ...meal("01"),
            benefitAmount: 0,
            awardStatus: "Forfeit",
            notEarnedReason: "no_campaign_for_tier",
            uncappedAmount: null,
            cappedBy: null,
          },
          {
            ...meal("02"),
            benefitAmount: 2_500,
            awardStatus: "Pending",
            notEarnedReason: null,
            uncappedAmount: 3_000,
            cappedBy: "per_visit",
          },
          {
            ...meal("03"),
            benefitAmount: 0,
            awardStatus: "Deferred",
            notEarnedReason: "merchant_month_cap",
            uncappedAmount: 400,
            cappedBy: "merchant_month",
          },
        ],
        totalPages: 1,
        totalResultSize: 3,
      });
    renderScreen({
      ...copy,
      notEarnedReasons: {
        ...copy.notEarnedReasons,
        no_campaign_for_tier: "Harbor words: a higher tier earns here.",
      },
      cappedNotes: {
        ...copy.cappedNotes,
        per_visit: "Harbor caps a visit; it would have earned UNCAPPED_AMOUNT_1.",
      },
    });
    const rows = await screen.findAllByTestId("activity-row");
    const said = rows.map((row) => ({
      reason: within(row).queryByTestId("not-earned-reason")?.textContent ?? null,
      capped: within(row).queryByTestId("capped-note")?.textContent ?? null,
    }));
    expect(said[0]).toEqual({ reason: "Harbor words: a higher tier earns here.", capped: null });
    expect(said[1]).toEqual({
      reason: null,
      capped: "Harbor caps a visit; it would have earned 3,000 points.",
    });
    // A "Not earned" row whose reason is known shows it, and the amount the month's cap kept back.
    expect(said[2]?.reason).toBe(copy.notEarnedReasons.merchant_month_cap);
    expect(said[2]?.capped).toContain("400 points");
  });
});
