import "server-only";
import { maxLinkedCards } from "@/shared/constants";

/** Per-card registration messages (account-center §8 shows them as "{description} ending in {lastFour} - {code}: {message}"). */
export const cardMessages = {
  unreadable: "We could not read this card number. Please enter it again.",
  duplicate: "This card is already linked to your account.",
  linkedElsewhere: "This card is already linked to another account. Call support to move it.",
  partnerCardUnknown: "This card is not available to link to your account.",
  maxCards: `You can link at most ${maxLinkedCards} cards. Remove a card to link another.`,
} as const;
