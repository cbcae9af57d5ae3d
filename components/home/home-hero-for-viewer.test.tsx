// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { HomeHeroForViewer, VisitorOnly } from "./home-hero-for-viewer";
import { nextBonus } from "./next-bonus";

const memberCalls: string[] = [];
componentNetwork(
  http.get("*/api/Member", ({ request }) => {
    memberCalls.push(request.url);
    return HttpResponse.json(demoMemberAccount);
  }),
  http.get("*/api/Member/Cards", () =>
    HttpResponse.json([
      { id: "card-1", cardType: "Visa", lastFour: "1881", description: "Visa", partnerCardId: null },
    ]),
  ),
);
freshQueriesPerTest();

const harbor = {
  currencyType: "Point" as const,
  currencyName: { one: "point", other: "points" },
  earnRules: [
    { tierLevel: 0 as const, amountPerDollar: 1 },
    { tierLevel: 2 as const, amountPerDollar: 5 },
    { tierLevel: 3 as const, amountPerDollar: 5 },
  ],
  showEarnRate: true,
  hasVIP: true,
};

function renderHome() {
  renderWithQueries(
    <>
      <HomeHeroForViewer
        visitor={<p data-testid="visitor-hero">Earn 1 point per $1. Join free and start earning •••• 4242</p>}
        partner={harbor}
      />
      <VisitorOnly>
        <p data-testid="join-steps">Join and link a card you already use</p>
      </VisitorOnly>
    </>,
  );
}

describe("the home for who is looking", () => {
  it("keeps the visitor's hero and asks nothing without a session", async () => {
    memberCalls.length = 0;
    setSessionCookie(null);
    renderHome();
    expect(await screen.findByTestId("visitor-hero")).toBeTruthy();
    expect(screen.getByTestId("join-steps")).toBeTruthy();
    expect(memberCalls).toEqual([]);
  });

  it("shows a signed-in member their own state: greeting, own rate, real cards, progress, next bonus", async () => {
    setSessionCookie(true);
    renderHome();
    const home = await screen.findByTestId("member-home");
    expect(home.textContent).toContain("Hi, Dana");
    expect(screen.getByTestId("member-home-earn-rate").textContent).toBe(
      "You earn 5 points per $1 at participating restaurants.",
    );
    expect((await screen.findByTestId("home-linked-cards")).textContent).toContain("1881");
    expect(screen.getByTestId("member-home-progress").textContent).toContain("8 of 11 dines this year");
    expect(screen.getByTestId("member-home-bonus").textContent).toContain(
      "500 bonus points when you dine 3 times this quarter",
    );
    // Never the join pitch, a sample card or the base rate.
    expect(screen.queryByTestId("visitor-hero")).toBeNull();
    expect(screen.queryByTestId("join-steps")).toBeNull();
    expect(document.body.textContent).not.toContain("4242");
    expect(document.body.textContent).not.toContain("1 point per $1");
  });
});

describe("nextBonus", () => {
  const bonus = demoMemberAccount.activeBonuses[0];
  it("prefers a bonus under way, then the oldest offer, and skips earned ones", () => {
    if (!bonus) throw new Error("fixture has a bonus");
    const offered = { ...bonus, code: "A", bonusStatus: "eligible" as const, createDateUtc: "2026-01-01" };
    const enrolled = { ...bonus, code: "B", bonusStatus: "enrolled" as const, createDateUtc: "2026-06-01" };
    const earned = { ...bonus, code: "C", bonusStatus: "qualified" as const, createDateUtc: "2025-01-01" };
    expect(nextBonus([offered, enrolled, earned])?.code).toBe("B");
    expect(nextBonus([earned, offered])?.code).toBe("A");
    expect(nextBonus([earned])).toBeNull();
  });
});
