import { cardTypes, type CardType } from "@/shared/cards/card-rules";
import { cardTypeCodes, type CardTypeCode } from "@/partners/card-type-codes";
// The same reading of an origin list as the Content-Security-Policy that allows these frames.
import { originList } from "@/lib/server/security-headers.mjs";

/**
 * The card-entry frame's conversation with the page around it (DESIGN.md Cards). The frame
 * says when it is ready, hands over an encrypted card (never the number), says when the card
 * was cleared, and asks for the height it needs. The page may ask it to show its validation.
 * Both sides read every message with the parsers below and drop anything else. They are
 * written out rather than zod schemas: the frame and the link-card pages then load no zod
 * (docs/performance.md, Bundles), and the four shapes are small enough to check field by field.
 */
export const cardEntryPath = "/card-entry";

export type FrameToParent =
  | { type: "card-entry:ready" }
  | { type: "card-entry:card"; encryptedCardNumber: string; lastFour: string; cardType: CardType }
  | { type: "card-entry:cleared" }
  | { type: "card-entry:resize"; height: number };
export type EncryptedCard = Omit<Extract<FrameToParent, { type: "card-entry:card" }>, "type">;

const fieldsOf = (data: unknown): Record<string, unknown> | null =>
  data !== null && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;

/** A message from the frame in one of the agreed shapes (unknown fields dropped), else null. */
export function frameToParent(data: unknown): FrameToParent | null {
  const message = fieldsOf(data);
  switch (message?.["type"]) {
    case "card-entry:ready":
      return { type: "card-entry:ready" };
    case "card-entry:cleared":
      return { type: "card-entry:cleared" };
    case "card-entry:resize": {
      const height = message["height"];
      return typeof height === "number" && Number.isInteger(height) && height >= 40 && height <= 600
        ? { type: "card-entry:resize", height }
        : null;
    }
    case "card-entry:card": {
      const { encryptedCardNumber, lastFour, cardType } = message;
      const knownTypes: readonly unknown[] = cardTypes;
      if (
        typeof encryptedCardNumber !== "string" ||
        encryptedCardNumber.length < 1 ||
        encryptedCardNumber.length > 2_048 ||
        typeof lastFour !== "string" ||
        !/^\d{4}$/.test(lastFour) ||
        !knownTypes.includes(cardType)
      )
        return null;
      return { type: "card-entry:card", encryptedCardNumber, lastFour, cardType: cardType as CardType };
    }
    default:
      return null;
  }
}

/** True for the page's one request to the frame: show your validation. */
export function isValidateRequest(data: unknown): boolean {
  return fieldsOf(data)?.["type"] === "card-entry:validate";
}

/** One query flag per accepted card type: /card-entry?visa=1&mast=1. */
export function cardEntryQuery(accepted: readonly CardTypeCode[]): string {
  return accepted.map((code) => `${code.toLowerCase()}=1`).join("&");
}

export function acceptedFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): CardTypeCode[] {
  return cardTypeCodes.filter((code) => query[code.toLowerCase()] === "1");
}

/**
 * Where the frame is served. Its own origin in production (NEXT_PUBLIC_CARD_ENTRY_ORIGIN), so
 * the page's scripts can never read the input; the page's own origin locally.
 */
export function frameOrigin(pageOrigin: string): string {
  return originList(process.env.NEXT_PUBLIC_CARD_ENTRY_ORIGIN)[0] ?? pageOrigin;
}

/**
 * The pages the frame will talk to: its own origin, plus the partner sites listed in
 * NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS when it runs on an origin of its own.
 */
export function allowedParentOrigins(selfOrigin: string): string[] {
  return [selfOrigin, ...originList(process.env.NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS)];
}
