import "client-only";
import type { CardPublicJwk } from "@/shared/cards/card-public-key";
import { getJson, serverChecked } from "./http";

/**
 * The backend's public key the card-entry frame encrypts card numbers with. importCardPublicKey
 * checks it against its schema before importing it, so it is read here as the server's type.
 */
export function fetchCardPublicKey() {
  return getJson("/api/Cards/PublicKey", serverChecked<CardPublicJwk>());
}
