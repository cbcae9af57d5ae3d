import "server-only";
import type { CardType } from "@/shared/cards/card-rules";

/** The stored description members read in lists and messages ("Visa ending in 4242"). */
const descriptions: Readonly<Record<CardType, string>> = {
  Visa: "Visa",
  Amex: "American Express",
  Mastercard: "Mastercard",
  Discover: "Discover",
};

export function cardDescription(cardType: CardType): string {
  return descriptions[cardType];
}
