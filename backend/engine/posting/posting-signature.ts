import "server-only";
import { env } from "@/platform/env";
import { singleKeyRing, type KeyRing } from "../../security/key-ring";
import { derivedKey, derivedKeyRing } from "../../security/secrets";

/**
 * The key posting calls are signed with (decision 0064), in the feed's form
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, backend/ingestion/signature.ts):
 * POSTING_HTTP_SECRET, shared with the partner, or one derived from the root secret for this
 * purpose alone (what the local receiver checks against), never the ingestion key.
 */
export function postingKey(): Buffer {
  const configured = env().POSTING_HTTP_SECRET;
  return configured ? Buffer.from(configured) : derivedKey("award-posting");
}

/** The keys a posting call's signature is checked with (the local receiver). */
export function postingKeys(): KeyRing {
  const configured = env().POSTING_HTTP_SECRET;
  return configured ? singleKeyRing(Buffer.from(configured)) : derivedKeyRing("award-posting");
}
