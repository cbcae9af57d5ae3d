// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { defaultAwardStatusTexts } from "@/lib/shared/rules/award-status";
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
};

let transactions: () => Promise<Response> | Response = () =>
  HttpResponse.json({ data: [], totalPages: 0, totalResultSize: 0 });
componentNetwork(http.get("*/api/Member/Transactions", () => transactions()));
freshQueriesPerTest();

function renderScreen() {
  resetNavigation();
  const signInAgain = vi.fn();
  renderWithQueries(
    <AccountSessionProvider value={{ member: demoMemberAccount, signInAgain }}>
      <ActivityScreen partner={partner} copy={copy} />
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
});
