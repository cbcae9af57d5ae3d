// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountSessionProvider } from "./account-session";
import { OverviewLive } from "./overview-live";
import type { BonusCopy } from "@/lib/server/content/bonus-copy";
import type { OverviewPartner } from "./overview-types";

const partner: OverviewPartner = {
  hasVip: true,
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
  ],
  showEmailOptIn: true,
  vipStatus: null,
};
const bonusCopy: BonusCopy = { title: "Your bonuses", banners: [], success: "Registered!", error: "Failed." };

let member: () => Promise<Response> | Response = () => HttpResponse.json(demoMemberAccount);
componentNetwork(http.get("*/api/Member", () => member()));
freshQueriesPerTest();

function renderOverview() {
  setSessionCookie(true);
  renderWithQueries(
    <AccountSessionProvider value={{ member: demoMemberAccount, signInAgain: vi.fn() }}>
      <OverviewLive partner={partner} bonusCopy={bonusCopy} />
    </AccountSessionProvider>,
  );
}

describe("OverviewLive", () => {
  it("says it is loading until the member arrives", async () => {
    member = async () => {
      await delay("infinite");
      return HttpResponse.json(demoMemberAccount);
    };
    renderOverview();
    expect(await screen.findByTestId("overview-live-loading")).toBeTruthy();
  });

  it("shows the member's progress and bonuses from the member query", async () => {
    member = () => HttpResponse.json(demoMemberAccount);
    renderOverview();
    expect(await screen.findByTestId("bonus-activated")).toBeTruthy();
    expect(screen.queryByTestId("overview-live-loading")).toBeNull();
  });

  it("shows no bonus section for a member without bonuses", async () => {
    member = () => HttpResponse.json({ ...demoMemberAccount, activeBonuses: [] });
    renderOverview();
    await screen.findByText(/dining/i, { selector: "h2" });
    expect(screen.queryByTestId("bonus-banners")).toBeNull();
  });

  it("says so when the member cannot be read", async () => {
    member = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderOverview();
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load your dining progress");
  });
});

describe("this year's totals", () => {
  it("shows one figure for what this year's dining earned, rounded once (3,721, never 3,724 beside it)", async () => {
    member = () => HttpResponse.json(demoMemberAccount);
    renderOverview();
    const progress = await screen.findByTestId("dining-progress");
    const optIn = screen.getByTestId("email-opt-in-value");
    expect(progress.textContent).toContain("Earned this year: 3,721");
    expect(optIn.textContent).toContain("earns 3,721 points");
    expect(optIn.textContent).not.toContain("3,724");
  });

  it("says how much of the year's total came from bonuses, so the figures add up", async () => {
    member = () =>
      HttpResponse.json({
        ...demoMemberAccount,
        diningProgress: { ...demoMemberAccount.diningProgress, ytdMilesOrDollars: 4_221 },
      });
    renderOverview();
    const progress = await screen.findByTestId("dining-progress");
    expect(progress.textContent).toContain(
      "Earned this year: 4,221 points (3,721 points from dining, 500 points from bonuses)",
    );
  });
});
