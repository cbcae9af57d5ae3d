// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { describeOffers, earnByTier } from "@/backend/services/merchants/merchant-offers";
import { loadAccountCenterCopy } from "@/lib/server/content/account-center-copy";
import { getPartner } from "@/partners/registry";
import { blueFin } from "@/tests/support/merchant-fixture";
import { renderWithQueries } from "@/tests/support/query-render";
import { BenefitsCalendar } from "@/components/merchants/detail/benefits-calendar";
import { merchantEarnFacts } from "@/components/merchants/detail/merchant-earn-facts";
import { MerchantCard, merchantCardPartner } from "@/components/merchants/merchant-card";

/**
 * The earn contradictions a review found, each reproduced where it was seen. Every one of them read
 * the partner's earn rules on its own; they now all render from shared/rules/earn-statement.
 */
const partner = (code: string) => {
  const found = getPartner(code);
  if (!found) throw new Error(code);
  return found;
};

describe("one earn truth", () => {
  it("does not promise a rate on the card where no tier earns (roadtrip)", () => {
    const config = partner("roadtrip").effective;
    render(
      <MerchantCard
        merchant={{ ...blueFin, benefitAvailability: { campaignCodes: [] } }}
        partner={merchantCardPartner(config)}
        member={null}
      />,
    );
    expect(screen.queryByText(/Earn 3% back/)).toBeNull();
  });

  it("says who earns the offer when the lowest tier does not (harbor acclaimed)", () => {
    const config = partner("harbor").effective;
    const tiers = earnByTier(config, [2, 3]);
    const offers = describeOffers(config, "Unlimited", tiers);
    expect(offers.map((offer) => offer.description)).not.toContain("Earn 5 points per $1 on every visit");
    expect(offers[0]?.description).toBe(
      "Email subscribers and VIP members earn 5 points per $1 on every visit",
    );
  });

  it("never calls today an earning day where no tier earns (greenleaf)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 12)); // a Monday
    // An acclaimed restaurant greenleaf (no acclaimed offers) has no campaign at: no tier earns.
    const facts = merchantEarnFacts(partner("greenleaf").effective, {
      benefitAvailability: { campaignCodes: [] },
      benefitDays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    });
    renderWithQueries(<BenefitsCalendar facts={facts} />);
    vi.useRealTimers();
    expect(screen.queryByText(/Today is an earning day/)).toBeNull();
    expect(screen.getByTestId("benefits-today").textContent).toBe("Today (Monday) does not earn here.");
    const days = screen.getByTestId("benefits-calendar").querySelectorAll("li[data-earns=true]");
    expect(days).toHaveLength(0);
  });

  it("calls only the highest rate 'our best rate' (skyway overview)", async () => {
    const copy = await loadAccountCenterCopy(partner("skyway"));
    // Skyway's opted-in members earn 3 miles per $1, VIP members 5.
    expect(copy.membership.opted_in.earning).not.toMatch(/best rate/);
  });
});
