import "server-only";
import { randomUUID } from "node:crypto";
import { networkOfCardType } from "@/shared/contracts/network-feed-values";
import type { CardNetwork } from "./card-network";

/**
 * The simulated network (decision 0061): each registration is a new opaque reference, as a real
 * network gives one per enrollment, so a card linked again after deletion has a new one and the
 * old one stays unregistered. It keeps no state of its own: whether a reference is live is read
 * from the card rows, where the engine matches the feed.
 */
export const simulatedCardNetwork: CardNetwork = {
  register(card) {
    const network = networkOfCardType[card.cardType];
    return Promise.resolve({ network, cardReference: `${network}-${randomUUID()}` });
  },
  unregister() {
    return Promise.resolve();
  },
};
