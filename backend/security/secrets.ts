import "server-only";
import { env } from "@/platform/env";
import { deriveKey } from "./key-derivation";
import { loadOrCreateRootSecret } from "./root-secret";

/**
 * Each use of the deployment's one secret derives its own key with HKDF, so a key leaked from
 * one use never opens another.
 */
const cache = new Map<string, Buffer>();

/** A 32-byte key for one purpose ("session", "csrf", ...). */
export function derivedKey(purpose: string): Buffer {
  let key = cache.get(purpose);
  if (!key) {
    key = deriveKey(loadOrCreateRootSecret(env().DATA_DIR, env().SESSION_SECRET), purpose);
    cache.set(purpose, key);
  }
  return key;
}
