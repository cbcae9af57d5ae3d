import type { DeliveryBrand, DeliveryMethod, RedemptionStatus } from "@/shared/contracts/activity";

/**
 * A statement credit's redemption status in words (public-and-shared §3 Other enumerations). The
 * spec names the values, not their wording, and no partner copy key exists for them, so these
 * plain words are the product's own; each says what happens next, not only the state.
 */
const statusWords: Record<RedemptionStatus, string> = {
  pending: "Requested",
  pending_received: "On its way",
  completed: "Paid",
  rejected: "Declined",
  error: "Not paid",
};

export type RedemptionTone = "waiting" | "done" | "problem";

const statusTone: Record<RedemptionStatus, RedemptionTone> = {
  pending: "waiting",
  pending_received: "waiting",
  completed: "done",
  rejected: "problem",
  error: "problem",
};

/** What the row says about a redemption: its status in words and how it should look. */
export function redemptionStatusDisplay(status: RedemptionStatus): { text: string; tone: RedemptionTone } {
  return { text: statusWords[status], tone: statusTone[status] };
}

/** The delivery brand as members know it; "XXXX" is the spec's placeholder for any other network. */
const brandWords: Record<DeliveryBrand, string | null> = {
  MasterCard: "Mastercard",
  Tremendous: "Tremendous",
  Visa: "Visa",
  XXXX: null,
};

/**
 * How the credit reaches the member, in words: "Paid to your card by Visa", "Sent by email by
 * Tremendous", or without a brand when the network is not one the spec names.
 */
export function deliveryDescription(method: DeliveryMethod, brand: DeliveryBrand): string {
  const how = method === "Card" ? "Paid to your card" : "Sent by email";
  const by = brandWords[brand];
  return by ? `${how} by ${by}` : how;
}
