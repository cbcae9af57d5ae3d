import { describe, expect, it } from "vitest";
import { notEarnedReasons } from "@/shared/contracts/activity";
import { notEarnedReasonText } from "./not-earned-reason";

describe("notEarnedReasonText", () => {
  it("words every reason, each differently", () => {
    const texts = notEarnedReasons.map((reason) => notEarnedReasonText(reason, "points"));
    expect(new Set(texts).size).toBe(notEarnedReasons.length);
    for (const text of texts) expect(text.length).toBeGreaterThan(20);
  });

  it("names the partner's currency and the action to take", () => {
    expect(notEarnedReasonText("card_linked_after_meal", "miles")).toContain("earn miles");
    expect(notEarnedReasonText("debit_with_pin", "points")).toContain("no PIN");
    expect(notEarnedReasonText("third_party_delivery", "points")).toContain("delivery app");
  });
});
