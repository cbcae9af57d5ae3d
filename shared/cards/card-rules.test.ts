import { describe, expect, it } from "vitest";
import { cardTypeCodes } from "@/partners/schema";
import {
  acceptedBrandsMessage,
  cardTypeOfCode,
  cardNumberTooShortMessage,
  checkCardNumber,
  checkCardNumberMessage,
  detectCardType,
  emptyCardNumberMessage,
  passesLuhn,
  stripCardNumber,
} from "./card-rules";

const all = [...cardTypeCodes];
const allMessage = "Card must be Visa®, Mastercard®, American Express® or Discover®.";

describe("card number rules", () => {
  it.each([
    ["4111111111111111", "Visa"],
    ["4222222222222", "Visa"],
    ["5555555555554444", "Mastercard"],
    ["5105105105105100", "Mastercard"],
    ["2223003122003222", "Mastercard"],
    ["2221000000000009", "Mastercard"],
    ["2720990000000007", "Mastercard"],
    ["378282246310005", "Amex"],
    ["371449635398431", "Amex"],
    ["340000000000009", "Amex"],
    ["6011111111111117", "Discover"],
    ["6500000000000002", "Discover"],
  ] as const)("accepts %s as %s", (number, cardType) => {
    expect(checkCardNumber(number, all)).toEqual({
      valid: true,
      digits: number,
      cardType,
      lastFour: number.slice(-4),
    });
  });

  it.each([
    ["4111111111111112", "Visa failing Luhn"],
    ["5555555555554445", "Mastercard failing Luhn"],
    ["378282246310006", "Amex failing Luhn"],
    ["6011111111111118", "Discover failing Luhn"],
    ["3782822463100003", "16-digit Amex"],
    ["41111111111111111", "17-digit Visa"],
    ["4111a11111111111", "letters"],
    ["4111.1111.1111.1111", "dots"],
  ])("asks to check %s (%s)", (number) => {
    expect(checkCardNumber(number, all)).toEqual({ valid: false, message: checkCardNumberMessage });
  });

  it.each([
    ["41111111111114", "14-digit Visa (Luhn-valid)"],
    ["411111111111116", "15-digit Visa (Luhn-valid)"],
    ["555555555555442", "15-digit Mastercard"],
    ["41111111", "half a Visa"],
    ["37828224631", "part of an Amex"],
  ])("says %s (%s) is too short", (number) => {
    expect(checkCardNumber(number, all)).toEqual({ valid: false, message: cardNumberTooShortMessage });
  });

  it.each([
    ["2220000000000000", "Mastercard range starts at 2221"],
    ["2721000000000004", "Mastercard range ends at 2720"],
    ["5600000000000003", "56 is not Mastercard"],
    ["6012000000000003", "6012 is not Discover"],
    ["6400000000000003", "64 is not Discover here"],
    ["350000000000006", "35 is not Amex"],
    ["36000000000008", "Diners is not accepted"],
  ])("names the accepted brands for %s (%s)", (number) => {
    expect(checkCardNumber(number, all)).toEqual({ valid: false, message: allMessage });
  });

  it("keeps the brands message for a brand the partner does not take, and the other messages for one it does", () => {
    const visaOnly = ["VISA"] as const;
    expect(checkCardNumber("378282246310005", visaOnly)).toEqual({
      valid: false,
      message: "Card must be Visa®.",
    });
    expect(checkCardNumber("4111111111111112", visaOnly)).toEqual({
      valid: false,
      message: checkCardNumberMessage,
    });
    expect(checkCardNumber("411111", visaOnly)).toEqual({ valid: false, message: cardNumberTooShortMessage });
  });

  it("words the checksum and length messages as the issue asks", () => {
    expect(checkCardNumberMessage).toBe("Check the card number.");
    expect(cardNumberTooShortMessage).toBe("Card number is too short.");
  });

  it("asks for a number when none is typed", () => {
    expect(checkCardNumber("", all)).toEqual({ valid: false, message: emptyCardNumberMessage });
    expect(checkCardNumber("  - ", all)).toEqual({
      valid: false,
      message: "Please enter your credit card number.",
    });
  });

  it("forgives spaces and dashes", () => {
    expect(checkCardNumber(" 4111 1111-1111 1111 ", all)).toMatchObject({
      valid: true,
      digits: "4111111111111111",
    });
    expect(checkCardNumber("3782-822463-10005", all)).toMatchObject({ valid: true, cardType: "Amex" });
    expect(stripCardNumber("4111\t1111 - 1111")).toBe("411111111111");
  });

  it("rejects a valid card of a brand the partner does not accept, listing only its brands", () => {
    expect(checkCardNumber("378282246310005", ["VISA", "MAST"])).toEqual({
      valid: false,
      message: "Card must be Visa® or Mastercard®.",
    });
    expect(checkCardNumber("4111111111111111", ["VISA"])).toMatchObject({ valid: true });
    expect(checkCardNumber("6011111111111117", ["VISA"])).toEqual({
      valid: false,
      message: "Card must be Visa®.",
    });
  });

  it("lists brands in one conventional order whatever the partner's order", () => {
    expect(acceptedBrandsMessage(["DISC", "AMEX", "VISA"])).toBe(
      "Card must be Visa®, American Express® or Discover®.",
    );
    expect(acceptedBrandsMessage([])).toBe("Cards cannot be linked to this program.");
  });

  it("never echoes the number in a message", () => {
    const result = checkCardNumber("4111111111111112", ["AMEX"]);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.message).not.toMatch(/\d{4}/);
  });

  it("detects the brand from the prefix while typing", () => {
    expect(detectCardType("4")).toBe("Visa");
    expect(detectCardType("37")).toBe("Amex");
    expect(detectCardType("2221 00")).toBe("Mastercard");
    expect(detectCardType("6011")).toBe("Discover");
    expect(detectCardType("601")).toBeUndefined();
    expect(detectCardType("222")).toBeUndefined();
    expect(detectCardType("")).toBeUndefined();
  });

  it("computes Luhn on digits only", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
    expect(passesLuhn("4111-1111")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("maps partner codes to stored card types", () => {
    expect(cardTypeCodes.map(cardTypeOfCode)).toEqual(["Amex", "Discover", "Mastercard", "Visa"]);
  });
});
