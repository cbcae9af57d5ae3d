import { describe, expect, it } from "vitest";
import { awardStatusDisplay, defaultAwardStatusTexts } from "./award-status";

const now = new Date("2026-11-23T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const partnerTexts = {
  ...defaultAwardStatusTexts,
  pending: "Processing",
  forfeit: "Not earned, did not qualify",
  deferred: "Not earned, finalized",
};

describe("awardStatusDisplay", () => {
  it("shows nothing for Awarded", () => {
    expect(
      awardStatusDisplay({ awardStatus: "Awarded", date: daysAgo(3), paidAt: null }, partnerTexts, now),
    ).toBeNull();
  });

  it("shows Paid with the paid date", () => {
    const paidAt = daysAgo(2);
    expect(awardStatusDisplay({ awardStatus: "Paid", date: daysAgo(20), paidAt }, partnerTexts, now)).toEqual(
      {
        text: "Paid",
        explanation: defaultAwardStatusTexts.help.paid,
        tone: "paid",
        paidAt,
      },
    );
  });

  it("shows Pending Review until 35 days, then Review expired", () => {
    const at = (days: number) =>
      awardStatusDisplay(
        { awardStatus: "Pending", date: daysAgo(days), paidAt: null },
        defaultAwardStatusTexts,
        now,
      );
    expect(at(1)?.text).toBe("Pending Review");
    expect(at(35)?.text).toBe("Pending Review");
    expect(at(36)).toMatchObject({ text: "Review expired", tone: "expired" });
  });

  it("uses the partner's wording for pending, forfeit and deferred", () => {
    const show = (awardStatus: "Pending" | "Forfeit" | "Deferred") =>
      awardStatusDisplay({ awardStatus, date: daysAgo(5), paidAt: null }, partnerTexts, now);
    expect(show("Pending")?.text).toBe("Processing");
    expect(show("Forfeit")).toMatchObject({ text: "Not earned, did not qualify", tone: "not-earned" });
    expect(show("Deferred")).toMatchObject({ text: "Not earned, finalized", tone: "not-earned" });
  });

  it("says Expired for Forfeit without partner wording", () => {
    expect(
      awardStatusDisplay(
        { awardStatus: "Forfeit", date: daysAgo(5), paidAt: null },
        defaultAwardStatusTexts,
        now,
      )?.text,
    ).toBe("Expired");
  });

  it("explains every status in plain words beside its label", () => {
    for (const awardStatus of ["Pending", "Forfeit", "Deferred", "Paid"] as const) {
      const shown = awardStatusDisplay(
        { awardStatus, date: daysAgo(5), paidAt: daysAgo(1) },
        partnerTexts,
        now,
      );
      expect(shown?.explanation).toMatch(/^[A-Z].{10,}\.$/);
    }
  });

  it("never says a meal that earned nothing may still bring rewards", () => {
    for (const awardStatus of ["Forfeit", "Deferred"] as const) {
      const shown = awardStatusDisplay(
        { awardStatus, date: daysAgo(5), paidAt: null },
        defaultAwardStatusTexts,
        now,
      );
      expect(`${shown?.text ?? ""} ${shown?.explanation ?? ""}`).not.toMatch(/two weeks|may take|to appear/i);
    }
  });
});
