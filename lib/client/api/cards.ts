import "client-only";
import { cardPublicJwkSchema } from "@/lib/shared/cards/card-public-key";
import { mutate } from "@/lib/client/browser/csrf-token";
import {
  cardRegistrationResponseSchema,
  linkedCardsResponseSchema,
  partnerCardsResponseSchema,
  type CardRegistrationResponse,
  type CardSubmission,
  type LinkedCard,
} from "@/lib/shared/contracts/cards";
import { apiErrorSchema } from "@/lib/shared/contracts/errors";
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

/** A JSON body, or undefined for an empty or non-JSON one (a proxy's error page). */
function jsonBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Links cards (POST /api/Member/Cards). A refusal of some or all cards still answers their
 * registration, which this returns like a success (account-center §7); a 401, a 5xx or an answer
 * without registrations throws ApiError, with the field messages of a 400.
 */
export async function linkCards(submission: CardSubmission): Promise<CardRegistrationResponse> {
  const response = await mutate("/api/Member/Cards", "POST", submission);
  // Read to the end whatever the status, so no answer holds its connection.
  const body = jsonBody(await response.text());
  const registration = cardRegistrationResponseSchema.safeParse(body);
  if (registration.success && response.status !== 401 && response.status < 500) return registration.data;
  const error = apiErrorSchema.safeParse(body);
  throw new ApiError(
    response.status,
    error.success ? error.data.error : response.statusText || `HTTP ${String(response.status)}`,
    error.success ? (error.data.fields ?? {}) : {},
  );
}
