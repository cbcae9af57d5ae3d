import { cardPublicJwkSchema } from "@/lib/cards/card-public-key";
import { mutate } from "@/lib/browser/csrf-token";
import {
  cardRegistrationResponseSchema,
  linkedCardsResponseSchema,
  partnerCardsResponseSchema,
  type CardRegistrationResponse,
  type CardSubmission,
  type LinkedCard,
} from "@/lib/contracts/cards";
import { z } from "zod";
import { ApiError, getJson, sendJson } from "./http";

/** The signed-in member's linked cards (GET /api/Member/Cards). */
export function fetchLinkedCards(signal?: AbortSignal): Promise<LinkedCard[]> {
  return getJson("/api/Member/Cards", linkedCardsResponseSchema, signal);
}

/** Unlinks one card (DELETE /api/Member/Cards?id=); the last card closes the account. */
export async function deleteLinkedCard(cardId: string): Promise<void> {
  await sendJson("DELETE", `/api/Member/Cards?id=${encodeURIComponent(cardId)}`, undefined, z.literal(true));
}

/** The backend's public key the card-entry frame encrypts card numbers with. */
export function fetchCardPublicKey() {
  return getJson("/api/Cards/PublicKey", cardPublicJwkSchema);
}

/** The member's partner-loaded cards not linked yet (partners with hasPartnerLoadedCards). */
export function fetchPartnerCards(signal?: AbortSignal) {
  return getJson("/api/Cards/AllPartnerCards", partnerCardsResponseSchema, signal);
}

/**
 * Links cards (POST /api/Member/Cards). A refusal of some or all cards still answers their
 * registration, which this returns like a success (account-center §7); a 401, a 5xx or an answer
 * without registrations throws ApiError.
 */
export async function linkCards(submission: CardSubmission): Promise<CardRegistrationResponse> {
  const response = await mutate("/api/Member/Cards", "POST", submission);
  if (response.status === 401 || response.status >= 500) {
    await response.body?.cancel();
    throw new ApiError(response.status, response.statusText || `HTTP ${String(response.status)}`);
  }
  const text = await response.text();
  const parsed = cardRegistrationResponseSchema.safeParse(text ? (JSON.parse(text) as unknown) : undefined);
  if (!parsed.success) throw new ApiError(response.status, response.statusText || "Unexpected answer");
  return parsed.data;
}
