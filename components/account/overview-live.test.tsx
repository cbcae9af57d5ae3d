// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountSessionProvider } from "./account-session";
import { OverviewLive } from "./overview-live";
import type { BonusCopy } from "@/shared/contracts/copy/bonus";
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

function renderOverview(account = demoMemberAccount) {
  setSessionCookie(true);
  renderWithQueries(
    <AccountSessionProvider value={{ member: account, signInAgain: vi.fn() }}>
      <OverviewLive partner={partner} bonusCopy={bonusCopy} />
    </AccountSessionProvider>,
  );
}

describe("OverviewLive", () => {
  it("draws the member's progress and bonuses at once, from the answer the frame holds", () => {
    // The browser's own reading is still on its way: the server's answer is drawn meanwhile.
    member = async () => {
      await delay("infinite");
      return HttpResponse.json(demoMemberAccount);
    };
    renderOverview();
    expect(screen.getByTestId("dining-progress")).toBeTruthy();
    expect(screen.getByTestId("bonus-activated")).toBeTruthy();
  });

  it("shows no bonus section for a member without bonuses", async () => {
    member = () => HttpResponse.json({ ...demoMemberAccount, activeBonuses: [] });
    renderOverview({ ...demoMemberAccount, activeBonuses: [] });
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
    renderOverview({
      ...demoMemberAccount,
      diningProgress: { ...demoMemberAccount.diningProgress, ytdMilesOrDollars: 4_221 },
    });
    const progress = await screen.findByTestId("dining-progress");
    expect(progress.textContent).toContain(
      "Earned this year: 4,221 points (3,721 points from dining, 500 points from bonuses)",
    );
  });
});
