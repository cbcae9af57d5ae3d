import { describe, expect, it } from "vitest";
import type { DiningProgress } from "@/shared/contracts/dining-progress";
import { diningProgressText } from "./dining-progress-text";

const building: DiningProgress = {
  status: "Building",
  dinesRequired: 11,
  remainingDines: 3,
  dollarsRequired: null,
  remainingDollars: null,
  ytdMilesOrDollars: 2_000,
  ytdMealMilesOrDollars: 2_000,
  ytdDines: 8,
  pendingDines: 2,
  ytdSpendCents: 41_275,
  year: 2026,
  displayYear: 2026,
  resetsOn: "2027-01-01",
};

describe("diningProgressText", () => {
  it("says 8 of 11 dines this year, when it resets, and what is left for VIP", () => {
    expect(diningProgressText(building, true)).toEqual({
      count: "8 of 11 dines this year",
      resets: "Resets 1 January 2027, when the count starts again from 0.",
      pending: "2 more meals are being processed and count once their rewards are awarded.",
      vipTicker: "VIP 2026: 3 dines to go",
      vipProgress: "Dine 3 more times by 31 December 2026 to reach VIP for the rest of 2026 and all of 2027.",
    });
  });

  it("speaks of next year when renewing, and hides VIP progress once complete", () => {
    const renewing = diningProgressText(
      { ...building, status: "QualifiedAndBuilding", remainingDines: 1, displayYear: 2027, pendingDines: 1 },
      true,
    );
    expect(renewing.vipTicker).toBe("VIP 2027: 1 dine to go");
    expect(renewing.vipProgress).toBe(
      "You are VIP now. Dine 1 more time by 31 December 2026 to keep VIP through 2027.",
    );
    expect(renewing.pending).toBe("1 more meal is being processed and counts once its reward is awarded.");
    const complete = diningProgressText(
      { ...building, status: "Qualified", ytdDines: 11, remainingDines: 0, displayYear: 2027 },
      true,
    );
    expect(complete).toMatchObject({
      count: "11 of 11 dines this year",
      vipTicker: "VIP through 2027",
      vipProgress: null,
    });
  });

  it("names the spend goal when the rule has one", () => {
    const text = diningProgressText({ ...building, dollarsRequired: 1_000, remainingDollars: 588 }, true);
    expect(text.vipProgress).toBe(
      "Dine 3 more times, or spend $588.00 more, by 31 December 2026 to reach VIP for the rest of 2026 and all of 2027.",
    );
  });

  it("says nothing of VIP when it is not shown", () => {
    expect(diningProgressText({ ...building, pendingDines: 0 }, false)).toMatchObject({
      pending: null,
      vipTicker: null,
      vipProgress: null,
    });
  });
});
