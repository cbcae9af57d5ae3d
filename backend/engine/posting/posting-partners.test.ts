import { describe, expect, it } from "vitest";
import { allPartners } from "@/partners/registry";
import { postingPartners } from "./posting-partners";

describe("postingPartners", () => {
  it("posts the programs that keep points or miles, each on its channel, and no cash-back program", () => {
    const partners = allPartners().map((partner) => partner.effective);
    const posting = postingPartners(partners);
    for (const partner of partners) {
      const entry = posting.find((candidate) => candidate.code === partner.code);
      if (partner.currencyType === "Point" || partner.currencyType === "Mile")
        expect(entry).toEqual({ code: partner.code, channel: partner.posting.channel });
      else expect(entry).toBeUndefined();
    }
    // The demo programs cover both channels and a cash-back program that posts nothing.
    expect(new Set(posting.map((entry) => entry.channel))).toEqual(new Set(["accrual-file", "http"]));
    expect(posting.length).toBeLessThan(partners.length);
  });
});
