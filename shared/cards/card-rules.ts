import type { CardTypeCode } from "@/partners/schema";

/**
 * Card number rules of account-center §5, shared by the card-entry frame (before encrypting)
 * and the backend (after decrypting): the browser's check is a courtesy, the server's decides.
 */

/** Stored card types (account-center §3 Linked card); same order as the database's list. */
export const cardTypes = ["Visa", "Amex", "Mastercard", "Discover"] as const;
export type CardType = (typeof cardTypes)[number];

export const emptyCardNumberMessage = "Please enter your credit card number.";
/** A number of a brand we take that fails its checksum or runs too long: a typing slip, not a wrong card. */
export const checkCardNumberMessage = "Check the card number.";
/** A number of a brand we take that stops short of that brand's length. */
export const cardNumberTooShortMessage = "Card number is too short.";

interface BrandRule {
  readonly cardType: CardType;
  readonly code: CardTypeCode;
  /** As members read it in messages; ® because these are the networks' registered marks. */
  readonly displayName: string;
  readonly lengths: readonly number[];
  readonly prefix: (digits: string) => boolean;
}

function startsWithin(digits: string, width: number, low: number, high: number): boolean {
  if (digits.length < width) return false;
  const head = Number(digits.slice(0, width));
  return head >= low && head <= high;
}

/** In the order messages list them ("Card must be Visa®, ..."). */
const brandRules: readonly BrandRule[] = [
  {
    cardType: "Visa",
    code: "VISA",
    displayName: "Visa®",
    lengths: [13, 16],
    prefix: (d) => d.startsWith("4"),
  },
  {
    cardType: "Mastercard",
    code: "MAST",
    displayName: "Mastercard®",
    lengths: [16],
    prefix: (d) => startsWithin(d, 2, 51, 55) || startsWithin(d, 4, 2221, 2720),
  },
  {
    cardType: "Amex",
    code: "AMEX",
    displayName: "American Express®",
    lengths: [15],
    prefix: (d) => d.startsWith("34") || d.startsWith("37"),
  },
  {
    cardType: "Discover",
    code: "DISC",
    displayName: "Discover®",
    lengths: [16],
    prefix: (d) => d.startsWith("6011") || d.startsWith("65"),
  },
];

const codeToType: Readonly<Record<CardTypeCode, CardType>> = {
  VISA: "Visa",
  MAST: "Mastercard",
  AMEX: "Amex",
  DISC: "Discover",
};

/** The stored card type of a partner's card type code (partners/schema.ts cardTypeCodes). */
export function cardTypeOfCode(code: CardTypeCode): CardType {
  return codeToType[code];
}

/** Members type and paste numbers grouped with spaces or dashes; nothing else is forgiven. */
export function stripCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The brand a number's prefix belongs to, whatever its length: lets the frame show the brand
 * while the member is still typing. Undefined for a prefix no brand uses.
 */
export function detectCardType(input: string): CardType | undefined {
  const digits = stripCardNumber(input);
  if (!/^\d+$/.test(digits)) return undefined;
  return brandRules.find((rule) => rule.prefix(digits))?.cardType;
}

/** "Card must be Visa®, Mastercard® or Discover®." for the brands the partner accepts. */
export function acceptedBrandsMessage(accepted: readonly CardTypeCode[]): string {
  const names = brandRules.filter((rule) => accepted.includes(rule.code)).map((rule) => rule.displayName);
  if (names.length === 0) return "Cards cannot be linked to this program.";
  const last = names.pop() ?? "";
  return `Card must be ${names.length > 0 ? `${names.join(", ")} or ${last}` : last}.`;
}

export type CardNumberCheck =
  | { readonly valid: true; readonly digits: string; readonly cardType: CardType; readonly lastFour: string }
  | { readonly valid: false; readonly message: string };

/**
 * Checks a typed card number against the brand rules, the Luhn checksum and the partner's
 * accepted brands, and says what is wrong: the accepted-brands message only when the number
 * belongs to no brand the partner takes; a brand it takes that is cut short is "too short"; any
 * other slip (checksum, too long, a stray character) asks to check the number. The message never
 * repeats the number.
 */
export function checkCardNumber(input: string, accepted: readonly CardTypeCode[]): CardNumberCheck {
  const digits = stripCardNumber(input);
  if (digits === "") return { valid: false, message: emptyCardNumberMessage };
  if (!/^\d+$/.test(digits)) return { valid: false, message: checkCardNumberMessage };
  const rule = brandRules.find((r) => r.prefix(digits));
  if (!rule || !accepted.includes(rule.code))
    return { valid: false, message: acceptedBrandsMessage(accepted) };
  if (!rule.lengths.includes(digits.length)) {
    const longest = Math.max(...rule.lengths);
    return {
      valid: false,
      message: digits.length < longest ? cardNumberTooShortMessage : checkCardNumberMessage,
    };
  }
  if (!passesLuhn(digits)) return { valid: false, message: checkCardNumberMessage };
  return { valid: true, digits, cardType: rule.cardType, lastFour: digits.slice(-4) };
}
