import { z } from "zod";
import { cardTypes } from "@/lib/shared/cards/card-rules";
import { cardTypeCodes, type CardTypeCode } from "@/partners/schema";
// The same reading of an origin list as the Content-Security-Policy that allows these frames.
import { originList } from "@/lib/server/security-headers.mjs";

/**
 * The card-entry frame's conversation with the page around it (DESIGN.md Cards). The frame
 * says when it is ready, hands over an encrypted card (never the number), says when the card
 * was cleared, and asks for the height it needs. The page may ask it to show its validation.
 * Both sides parse every message with these schemas and drop anything else.
 */
export const cardEntryPath = "/card-entry";

export const frameToParentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("card-entry:ready") }),
  z.object({
    type: z.literal("card-entry:card"),
    encryptedCardNumber: z.string().min(1).max(2_048),
    lastFour: z.string().regex(/^\d{4}$/),
    cardType: z.enum(cardTypes),
  }),
  z.object({ type: z.literal("card-entry:cleared") }),
  z.object({ type: z.literal("card-entry:resize"), height: z.number().int().min(40).max(600) }),
]);
export type FrameToParent = z.infer<typeof frameToParentSchema>;
export type EncryptedCard = Omit<Extract<FrameToParent, { type: "card-entry:card" }>, "type">;

export const parentToFrameSchema = z.object({ type: z.literal("card-entry:validate") });

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
