import "client-only";
import type { LinkedCard, PartnerCard } from "@/shared/contracts/cards";
import { getJson, sendJson, serverChecked } from "./http";

// The card lists are read as the server's checked answers, so the home and account pages load no
// zod for them (docs/performance.md, Bundles). Linking cards (card-links.ts) and the encryption
// key (card-key.ts), which the browser checks, live apart for the same reason.

/** The signed-in member's linked cards (GET /api/Member/Cards). */
export function fetchLinkedCards(signal?: AbortSignal): Promise<LinkedCard[]> {
  return getJson("/api/Member/Cards", serverChecked<LinkedCard[]>(), signal);
}

/** Unlinks one card (DELETE /api/Member/Cards?id=); the last card closes the account. */
export async function deleteLinkedCard(cardId: string): Promise<void> {
  await sendJson(
    "DELETE",
    `/api/Member/Cards?id=${encodeURIComponent(cardId)}`,
    undefined,
    serverChecked<true>(),
  );
}

/** The member's partner-loaded cards not linked yet (partners with hasPartnerLoadedCards). */
export function fetchPartnerCards(signal?: AbortSignal) {
  return getJson("/api/Cards/AllPartnerCards", serverChecked<PartnerCard[]>(), signal);
}
