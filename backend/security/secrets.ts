import "server-only";
import { env } from "@/platform/env";
import { deriveKey } from "./key-derivation";
import type { KeyRing } from "./key-ring";
import { loadOrCreateDigestSecret, loadOrCreateRootSecret } from "./root-secret";

/**
 * Each use of the deployment's secrets derives its own key with HKDF, so a key leaked from one use
 * never opens another. Two roots (docs/decisions/0053): SESSION_SECRET, which rotates (with
 * SESSION_SECRET_PREVIOUS still accepted during the window), for everything that signs, seals or
 * MACs; and the digest secret, which never does, for digests stored and looked up later.
 */
const cache = new Map<string, Buffer>();

function cached(id: string, make: () => Buffer): Buffer {
  let key = cache.get(id);
  if (!key) {
    key = make();
    cache.set(id, key);
  }
  return key;
}

/** The current 32-byte key for one purpose ("session", "csrf", ...): what signs and seals. */
export function derivedKey(purpose: string): Buffer {
  return cached(`current:${purpose}`, () =>
    deriveKey(loadOrCreateRootSecret(env().DATA_DIR, env().SESSION_SECRET), purpose),
  );
}

/** The keys a signature of this purpose is checked with: the current one, then the previous secret's. */
export function derivedKeyRing(purpose: string): KeyRing {
  const previous = env().SESSION_SECRET_PREVIOUS;
  if (!previous) return { current: derivedKey(purpose) };
  return {
    current: derivedKey(purpose),
    previous: cached(`previous:${purpose}`, () => deriveKey(previous, purpose)),
  };
}

/**
 * The key of a digest that is stored and compared later ("card-number-hash", "sign-in-failures",
 * "rate-limit"): from the digest secret, so rotating SESSION_SECRET never changes it.
 */
export function digestKey(purpose: string): Buffer {
  return cached(`digest:${purpose}`, () =>
    deriveKey(
      loadOrCreateDigestSecret(env().DATA_DIR, {
        digestSecret: env().DIGEST_SECRET,
        sessionSecret: env().SESSION_SECRET,
      }),
      purpose,
    ),
  );
}
