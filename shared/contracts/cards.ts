import { z } from "zod";
import { cardTypes } from "@/shared/cards/card-rules";
import { maxCardsPerSubmission } from "@/shared/constants";
import { humanCheckResponseSchema } from "./human-check";
import { text } from "./text";

/**
 * Linked cards (account-center §3, §5, §7). The card number never appears here: the card-entry
 * frame sends it encrypted with the backend's public key, and answers carry the last four only.
 */

/** One card of a submission: typed in the frame (encrypted), or one of the partner's preloaded cards. */
export const cardSubmissionItemSchema = z.union([
  z.object({
    encryptedCardNumber: text().min(1).max(2_048),
    lastFour: text().regex(/^\d{4}$/, "lastFour is 4 digits"),
    cardType: z.enum(cardTypes),
  }),
  z.object({
    partnerCardId: text().min(1).max(100),
    lastFour: text().regex(/^\d{4}$/, "lastFour is 4 digits"),
    cardType: z.enum(cardTypes),
  }),
]);
export type CardSubmissionItem = z.infer<typeof cardSubmissionItemSchema>;

/** POST /api/Member/Cards body (card submission payload). */
export const cardSubmissionSchema = z.object({
  creditCards: z
    .array(cardSubmissionItemSchema)
    .min(1, "Please enter your credit card number.")
    .max(maxCardsPerSubmission, `At most ${maxCardsPerSubmission} cards at a time`),
  directFileFeedOptIn: z.boolean().default(false),
  gRecaptchaResponse: humanCheckResponseSchema,
});
export type CardSubmission = z.input<typeof cardSubmissionSchema>;

/** Per-card outcome codes the screens can explain. */
export const cardRegistrationErrorCodes = [
  "INVALID_CARD",
  "CARD_NOT_ACCEPTED",
  "DUPLICATE_CARD",
  "CARD_LINKED_ELSEWHERE",
  "MAX_CARDS",
  "UNREADABLE",
] as const;

export const memberCardSchema = z.object({
  cardType: z.enum(cardTypes),
  lastFour: text(),
  description: text(),
});

/** POST /api/Member/Cards answer: one item per submitted card, with an error when it was not linked. */
export const cardRegistrationResponseSchema = z.object({
  cardRegistration: z.array(
    z.object({
      memberCard: memberCardSchema,
      error: z.object({ code: z.enum(cardRegistrationErrorCodes), message: text() }).optional(),
    }),
  ),
});
export type CardRegistrationResponse = z.infer<typeof cardRegistrationResponseSchema>;

/** GET /api/Member/Cards answer item (Linked card). */
export const linkedCardSchema = memberCardSchema.extend({
  id: text(),
  partnerCardId: text().nullable(),
});
export type LinkedCard = z.infer<typeof linkedCardSchema>;
export const linkedCardsResponseSchema = z.array(linkedCardSchema);

/** GET /api/Cards/AllPartnerCards answer item (Partner card, preloaded). */
export const partnerCardSchema = z.object({
  partnerCardId: text(),
  cardType: z.enum(cardTypes),
  lastFour: text(),
});
export const partnerCardsResponseSchema = z.array(partnerCardSchema);
export type PartnerCard = z.infer<typeof partnerCardSchema>;

/** DELETE /api/Member/Cards query: the linked card's id (account-center §7). */
export const deleteCardQuerySchema = z.object({
  id: text().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "id is a card id"),
});
