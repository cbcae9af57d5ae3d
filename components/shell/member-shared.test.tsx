// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FlexOffer } from "@/components/merchants/detail/flex-offer";
import { MemberEarnRate } from "@/components/merchants/detail/member-earn-rate";
import { VisitorEarnRate } from "@/components/merchants/detail/visitor-earn-rate";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { FooterAuthLink } from "./footer-auth-link";

const memberCalls: Request[] = [];
componentNetwork(
  http.get("*/api/Member", ({ request }) => {
    memberCalls.push(request);
    return HttpResponse.json(demoMemberAccount);
  }),
  http.get("*/api/merchants/:merchantId/flex-offers/members/:publicId", () =>
    HttpResponse.json({ id: "offer-1", webMessageOfferAmount: "10% back tonight" }),
  ),
);
freshQueriesPerTest();

const facts = {
  partner: {
    currencyType: "Point" as const,
    currencyName: { one: "point", other: "points" },
    earnRules: [
      { tierLevel: 0 as const, amountPerDollar: 1 },
      { tierLevel: 2 as const, amountPerDollar: 5 },
    ],
  },
  merchant: { campaignTiers: [0, 2], benefitDays: [] },
};

/** A merchant page's member islands and the footer: three components showing the member. */
function MerchantPage() {
  return (
    <>
      <MemberEarnRate
        merchantName="Blue Fin"
        facts={facts}
        visitorLine={<VisitorEarnRate enrollmentType="direct" facts={facts} />}
      />
      <FlexOffer merchantId="blue-fin" />
      <ul>
        <FooterAuthLink enrollmentType="direct" />
      </ul>
    </>
  );
}

describe("the member query on a page", () => {
  it("serves every component showing the member from one GET /api/Member", async () => {
    memberCalls.length = 0;
    setSessionCookie(true);
    renderWithQueries(<MerchantPage />);
    expect(await screen.findByText("Your rate, Dana")).toBeTruthy();
    expect(await screen.findByTestId("flex-offer")).toHaveProperty(
      "textContent",
      "Your personal offer: 10% back tonight",
    );
    expect(screen.getByTestId("footer-auth-link").textContent).toBe("My account");
    expect(memberCalls).toHaveLength(1);
  });

  it("asks nothing for a visitor without a session, and shows the visitor's view", async () => {
    memberCalls.length = 0;
    renderWithQueries(<MerchantPage />);
    expect(await screen.findByText("Sign in to see your offer")).toBeTruthy();
    expect(screen.queryByTestId("flex-offer")).toBeNull();
    expect(memberCalls).toEqual([]);
  });
});
