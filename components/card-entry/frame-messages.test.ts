import { describe, expect, it } from "vitest";
import { frameToParent, isValidateRequest } from "./frame-messages";

const card = { type: "card-entry:card", encryptedCardNumber: "abc", lastFour: "4242", cardType: "Visa" };

describe("frameToParent", () => {
  it("reads each agreed message, dropping fields it does not know", () => {
    expect(frameToParent({ type: "card-entry:ready", extra: 1 })).toEqual({ type: "card-entry:ready" });
    expect(frameToParent({ type: "card-entry:cleared" })).toEqual({ type: "card-entry:cleared" });
    expect(frameToParent({ type: "card-entry:resize", height: 132 })).toEqual({
      type: "card-entry:resize",
      height: 132,
    });
    expect(frameToParent({ ...card, cardNumber: "4242424242424242" })).toEqual(card);
  });

  it("drops anything else", () => {
    for (const data of [
      null,
      "card-entry:ready",
      [card],
      { type: "card-entry:unknown" },
      { type: "card-entry:resize", height: 39 },
      { type: "card-entry:resize", height: 601 },
      { type: "card-entry:resize", height: 100.5 },
      { type: "card-entry:resize", height: "100" },
      { ...card, encryptedCardNumber: "" },
      { ...card, encryptedCardNumber: "x".repeat(2_049) },
      { ...card, lastFour: "424" },
      { ...card, lastFour: "42a2" },
      { ...card, cardType: "VISA" },
      { ...card, encryptedCardNumber: 7 },
    ])
      expect(frameToParent(data)).toBeNull();
  });
});

describe("isValidateRequest", () => {
  it("is true only for the page's request to show the validation", () => {
    expect(isValidateRequest({ type: "card-entry:validate" })).toBe(true);
    expect(isValidateRequest({ type: "card-entry:ready" })).toBe(false);
    expect(isValidateRequest("card-entry:validate")).toBe(false);
    expect(isValidateRequest(null)).toBe(false);
  });
});
