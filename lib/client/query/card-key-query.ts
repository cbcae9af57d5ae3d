import "client-only";
import { queryOptions } from "@tanstack/react-query";
import { fetchCardPublicKey } from "@/lib/client/api/card-key";
import { importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { cardKeys } from "./keys";

// Apart from card-queries.ts: only the card-entry frame reads the key, and checking it loads zod.

/** The backend's card-encryption key, fetched as a JWK and imported for encryption only. */
export const cardEncryptionKeyQuery = queryOptions({
  queryKey: cardKeys.publicKey(),
  queryFn: async () => importCardPublicKey(await fetchCardPublicKey()),
  // The key changes only with a deployment's key rotation, never while a frame is open.
  staleTime: Number.POSITIVE_INFINITY,
});
