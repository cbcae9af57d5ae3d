// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { blueFin as merchant, carouselPartner, searchAnswer } from "@/tests/support/merchant-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { MerchantCarousel } from "./merchant-carousel";

const offerReads: string[] = [];
componentNetwork(
  http.get("*/api/v2/Merchants/Search", () => HttpResponse.json(searchAnswer([merchant]))),
  http.get("*/api/Member", () => HttpResponse.json({ ...demoMemberAccount, tierLevel: 2 })),
  http.get("*/api/merchants/:merchantId/flex-offers/members/:publicId", ({ params }) => {
    offerReads.push(`${String(params["merchantId"])}|${String(params["publicId"])}`);
    return HttpResponse.json({
      id: "flex-1",
      webMessageOfferAmount: "Earn 500 bonus miles on your next visit",
    });
  }),
);
freshQueriesPerTest();

// jsdom does not lay out: the track's size watcher has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

beforeEach(() => {
  offerReads.length = 0;
});

function renderCarousel(partner: string, signedIn: boolean) {
  setSessionCookie(signedIn);
  renderWithQueries(
    <MerchantCarousel
      searchString="location=New York, NY"
      headline="Sushi nights"
      body=""
      partner={carouselPartner(partner)}
    />,
  );
}

describe("MerchantCarousel flex offers", () => {
  it("shows a signed-in member their own offer on each card, read for that merchant and member", async () => {
    renderCarousel("skyway", true);
    const offer = await screen.findByTestId("flex-offer");
    expect(offer.textContent).toContain("Earn 500 bonus miles on your next visit");
    expect(offerReads).toEqual([`${merchant.id}|${demoMemberAccount.publicId}`]);
  });

  it("reads no offer for an anonymous visitor", async () => {
    renderCarousel("skyway", false);
    expect(await screen.findByRole("link", { name: merchant.name })).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByTestId("carousel-loading")).toBeNull();
    });
    expect(screen.queryByTestId("flex-offer")).toBeNull();
    expect(offerReads).toEqual([]);
  });

  it("reads no offer on a partner without flex offers", async () => {
    renderCarousel("harbor", true);
    // The card has settled on the member (its earn line shows) without asking for an offer.
    expect(await screen.findByTestId("earn-rate-none")).toBeTruthy();
    expect(screen.queryByTestId("flex-offer")).toBeNull();
    expect(offerReads).toEqual([]);
  });
});
