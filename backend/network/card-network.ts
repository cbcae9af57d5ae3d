import "server-only";
import type { CardType } from "@/shared/cards/card-rules";
import type { CardNetworkName } from "@/shared/contracts/network-feed-values";

/** What the network is told of a card: its brand and our keyed hash of it (never the number). */
export interface CardToRegister {
  readonly cardType: CardType;
  readonly numberHash: string;
}

/**
 * The card network boundary (decision 0061): enrolling a linked card for the network's feed, and
 * taking it out again. The network answers a reference of its own, by which its feed later names
 * the card. The simulated network stands in for every network here, as the built-in provider
 * stands in for the reservation API (backend/reservations); an adapter for a real enrollment API
 * implements the same interface.
 */
export interface CardNetwork {
  register(
    card: CardToRegister,
  ): Promise<{ readonly network: CardNetworkName; readonly cardReference: string }>;
  /** Idempotent: unregistering a reference twice, or one never registered, is not an error. */
  unregister(cardReference: string): Promise<void>;
}
