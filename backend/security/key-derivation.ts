// Pure key derivation, shared by the server (secrets.ts) and test fixtures that seal sessions.
import { hkdfSync } from "node:crypto";

/** A 32-byte key for one purpose ("session", "csrf", ...) from the deployment's root secret. */
export function deriveKey(rootSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", rootSecret, "dining-rewards", purpose, 32));
}
