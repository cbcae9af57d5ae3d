import type { CardType } from "@/shared/cards/card-rules";
import type { DeliveryBrand } from "@/shared/contracts/activity-values";

/**
 * The card network that delivers a statement credit paid onto a card of this type
 * (public-and-shared §3 delivery brands): the spec's "XXXX" stands for any other network.
 */
export const deliveryBrandOfCardType: Readonly<Record<CardType, DeliveryBrand>> = {
  Visa: "Visa",
  Mastercard: "MasterCard",
  Amex: "XXXX",
  Discover: "XXXX",
};
