// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountFrame } from "./account-frame";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

componentNetwork(http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)));
freshQueriesPerTest();

// jsdom does not lay out: the tab row's size watcher has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

describe("AccountFrame", () => {
  it("shows the partner's account sidebar under the page", async () => {
    resetNavigation("", "/account/overview");
    setSessionCookie(true);
    renderWithQueries(
      <AccountFrame
        partner={{
          enrollmentType: "direct",
          programName: "Harbor Rewards",
          currencyPlural: "points",
          accepted: ["VISA"],
          hasPartnerLoadedCards: false,
          reservations: false,
        }}
        addCardCopy={{} as Parameters<typeof AccountFrame>[0]["addCardCopy"]}
        sidebar="Partner says: most rewards post within 10 days."
      >
        <p>The page</p>
      </AccountFrame>,
    );
    expect(await screen.findByText("The page")).toBeTruthy();
    expect(screen.getByTestId("page-sidebar").textContent).toBe("Partner says: most rewards post within 10 days.");
  });
});
