import { describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import { emberGrill } from "@/tests/support/merchant-detail-fixture";
import { merchantPreviewContent } from "./merchant-preview-content";

const config = getPartner("harbor")?.effective;
if (!config) throw new Error("harbor");

/** Members of every tier earn here (each tier's campaign code is listed). */
const earning = {
  ...emberGrill,
  benefitAvailability: {
    campaignCodes: config.earnRules.map(({ tierLevel }) => ({ tierLevel, campaignCode: `C${tierLevel}` })),
  },
};

describe("merchantPreviewContent", () => {
  it("says the restaurant's name, first cuisine and city, and what members earn", () => {
    const content = merchantPreviewContent({ ...config, showEarnRate: true }, earning);
    expect(content.title).toBe("Ember Grill");
    expect(content.lines).toEqual(["Steakhouse · Chicago, IL"]);
    expect(content.highlight).toMatch(/^Earn .*per \$1$/);
  });

  it("leaves the rate out where the partner shows none or no tier earns", () => {
    expect(merchantPreviewContent({ ...config, showEarnRate: false }, earning).highlight).toBeNull();
    expect(merchantPreviewContent({ ...config, showEarnRate: true }, emberGrill).highlight).toBeNull();
  });
});
