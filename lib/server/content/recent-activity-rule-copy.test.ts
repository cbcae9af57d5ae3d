import { describe, expect, it } from "vitest";
import { awardCapKinds } from "@/shared/contracts/activity";
import {
  defaultCappedNotes,
  notEarnedReasonTexts,
  uncappedAmountToken,
} from "@/shared/rules/not-earned-reason";
import { getPartner, partnerCodes } from "@/partners/registry";
import { loadRecentActivityCopy } from "./recent-activity-copy";

// The engine's campaign and cap rules (decision 0063) speak to members in each partner's words.
describe("the engine's reasons in the partner's words", () => {
  it.each(partnerCodes)(
    "%s: words the campaign and month-cap reasons and both capped notes",
    async (code) => {
      const partner = getPartner(code);
      if (!partner) throw new Error(code);
      const copy = await loadRecentActivityCopy(partner);
      const program = notEarnedReasonTexts(partner.effective.currencyName.other);
      for (const reason of ["no_campaign_for_tier", "merchant_month_cap"] as const) {
        expect(copy.notEarnedReasons[reason], reason).not.toBe(program[reason]);
        expect(copy.notEarnedReasons[reason], reason).toMatch(/[a-z]/);
      }
      for (const cap of awardCapKinds) {
        expect(copy.cappedNotes[cap], cap).not.toBe(defaultCappedNotes[cap]);
        expect(copy.cappedNotes[cap], cap).toContain(uncappedAmountToken);
      }
      // Reasons a partner leaves to the program keep the program's words.
      expect(copy.notEarnedReasons.debit_with_pin).toBe(program.debit_with_pin);
    },
  );
});
