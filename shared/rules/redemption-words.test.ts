import { describe, expect, it } from "vitest";
import { deliveryBrands, deliveryMethods, redemptionStatuses } from "@/shared/contracts/activity";
import { deliveryDescription, redemptionStatusDisplay } from "./redemption-words";

describe("redemption wording", () => {
  it("has the spec's enumerations", () => {
    expect(redemptionStatuses).toEqual(["pending", "pending_received", "completed", "rejected", "error"]);
    expect(deliveryBrands).toEqual(["MasterCard", "Tremendous", "Visa", "XXXX"]);
    expect(deliveryMethods).toEqual(["Card", "Email"]);
  });

  it("says every redemption status in words, never the raw value", () => {
    const texts = redemptionStatuses.map((status) => redemptionStatusDisplay(status).text);
    for (const [index, text] of texts.entries()) expect(text).not.toBe(redemptionStatuses[index]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(redemptionStatusDisplay("completed")).toEqual({ text: "Paid", tone: "done" });
    expect(redemptionStatusDisplay("pending_received").tone).toBe("waiting");
    expect(redemptionStatusDisplay("rejected").tone).toBe("problem");
  });

  it("says how and by whom a credit is delivered, leaving out the placeholder brand", () => {
    expect(deliveryDescription("Card", "Visa")).toBe("Paid to your card by Visa");
    expect(deliveryDescription("Card", "MasterCard")).toBe("Paid to your card by Mastercard");
    expect(deliveryDescription("Email", "Tremendous")).toBe("Sent by email by Tremendous");
    expect(deliveryDescription("Card", "XXXX")).toBe("Paid to your card");
  });
});
