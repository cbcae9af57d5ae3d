import type { CardType } from "../cards/card-rules";

/**
 * The card networks whose feeds the engine reads (decision 0061), and the network each card brand
 * is registered with. Also the schema's closed sets, so no Zod here (drizzle-kit loads it).
 */
export const cardNetworks = ["visa", "mastercard", "amex", "discover"] as const;
export type CardNetworkName = (typeof cardNetworks)[number];

export const networkOfCardType: Record<CardType, CardNetworkName> = {
  Visa: "visa",
  Mastercard: "mastercard",
  Amex: "amex",
  Discover: "discover",
};

/** An authorization holds the amount; a clearing settles it (the award is made here); a refund returns it. */
export const networkMessageTypes = ["authorization", "clearing", "refund"] as const;
export type NetworkMessageType = (typeof networkMessageTypes)[number];

export const networkMatchStatuses = ["matched", "unmatched"] as const;

/**
 * Why a stored message matched no card or merchant of ours (it never earns): a reference no card
 * was registered under, a card deleted before the meal, a merchant id no location carries, or a
 * currency the programs do not earn in.
 */
export const networkUnmatchedReasons = [
  "unknown_card_reference",
  "card_unregistered",
  "unknown_merchant",
  "unsupported_currency",
] as const;
export type NetworkUnmatchedReason = (typeof networkUnmatchedReasons)[number];

/**
 * The import contract's name of each network's merchant identifier (the column of a merchant
 * file and of the seed): what each network calls the id of a merchant location.
 */
export const merchantNetworkIdFields = {
  visaMerchantId: "visa",
  mastercardLocationId: "mastercard",
  amexSeNumber: "amex",
  discoverMerchantId: "discover",
} as const satisfies Record<string, CardNetworkName>;
export type MerchantNetworkIdField = keyof typeof merchantNetworkIdFields;
