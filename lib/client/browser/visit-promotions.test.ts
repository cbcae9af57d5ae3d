// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { visitIdleMs } from "@/shared/constants";
import { continueVisit, readVisitPromotions, recordVisitPromotion } from "./visit-promotions";

const start = Date.parse("2026-11-27T12:00:00Z");

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("the visit's promotions", () => {
  it("remembers each promotion shown, once, for the rest of the visit", () => {
    continueVisit(start);
    recordVisitPromotion("announcement", start + 1_000);
    recordVisitPromotion("survey", start + 2_000);
    recordVisitPromotion("announcement", start + 3_000);
    expect(readVisitPromotions(start + 60_000)).toEqual(["announcement", "survey"]);
  });

  it("keeps a visit going while its pages follow each other, and ends it after half an hour without one", () => {
    recordVisitPromotion("installBanner", start);
    continueVisit(start + visitIdleMs - 1_000);
    expect(readVisitPromotions(start + 2 * visitIdleMs - 2_000)).toEqual(["installBanner"]);
    expect(readVisitPromotions(start + 3 * visitIdleMs)).toEqual([]);
    continueVisit(start + 3 * visitIdleMs);
    expect(readVisitPromotions(start + 3 * visitIdleMs + 1_000)).toEqual([]);
  });

  it("reads a record it cannot make sense of as an empty visit", () => {
    window.sessionStorage.setItem("rewards.visitPromotions", "{not json");
    expect(readVisitPromotions(start)).toEqual([]);
    window.sessionStorage.setItem(
      "rewards.visitPromotions",
      JSON.stringify({ shown: ["popup", 3], at: start }),
    );
    expect(readVisitPromotions(start)).toEqual([]);
  });
});
