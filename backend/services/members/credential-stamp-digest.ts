// Pure, so the browser journeys' session fixture can compute the same stamp as the server.
import { createHmac } from "node:crypto";

/** The keyed digest behind a credential stamp (see credential-stamp.ts for why sessions carry one). */
export function credentialStampDigest(key: Buffer, memberId: string, passwordHash: string | null): string {
  return createHmac("sha256", key)
    .update(`${memberId}:${passwordHash ?? "sso"}`)
    .digest("base64url")
    .slice(0, 22);
}
