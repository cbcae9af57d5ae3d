// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { FlexOffer } from "./flex-offer";

let offer: () => Promise<Response> | Response = () => new HttpResponse(null, { status: 404 });
let offerCalls = 0;
componentNetwork(
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.get("*/api/merchants/:merchantId/flex-offers/members/:publicId", () => {
    offerCalls += 1;
    return offer();
  }),
);
freshQueriesPerTest();
// The member's box loads on demand: load it once up front, so the first test's waits are not
// spent on the test runner's first transform.
beforeAll(async () => {
  await import("./member-flex-offer");
});

function renderOffer() {
  offerCalls = 0;
  setSessionCookie(true);
  renderWithQueries(<FlexOffer merchantId="blue-fin" />);
}

describe("FlexOffer", () => {
  it("shows nothing while the offer loads", async () => {
    offer = async () => {
      await delay("infinite");
      return new HttpResponse(null, { status: 404 });
    };
    renderOffer();
    await waitFor(() => {
      expect(offerCalls).toBe(1);
    });
    expect(screen.queryByTestId("flex-offer")).toBeNull();
  });

  it("shows the member's offer", async () => {
    offer = () => HttpResponse.json({ id: "o1", webMessageOfferAmount: "$10 off" });
    renderOffer();
    expect((await screen.findByTestId("flex-offer")).textContent).toBe("Your personal offer: $10 off");
  });

  it.each([404, 500])("shows nothing when the offer read answers %i", async (status) => {
    offer = () => HttpResponse.json({ error: "No offer" }, { status });
    renderOffer();
    await waitFor(() => {
      expect(offerCalls).toBe(1);
    });
    await delay(20);
    expect(screen.queryByTestId("flex-offer")).toBeNull();
  });
});
