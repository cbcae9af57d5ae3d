import "server-only";
import { createHmac } from "node:crypto";
import { digestKey } from "./secrets";

/**
 * A keyed digest (HMAC-SHA-256 under the purpose's digest key) of values that identify a person,
 * such as an email or a client address: something to store or to key by that names nobody to
 * whoever reads the table or the Redis keys, and that cannot be recomputed from a list of guessed
 * emails without the deployment's secret. Stored and looked up later, so its key comes from the
 * digest secret, which a rotation of SESSION_SECRET leaves alone (docs/decisions/0053).
 */
export function keyedDigest(purpose: string, parts: readonly string[]): string {
  return createHmac("sha256", digestKey(purpose)).update(parts.join("\n")).digest("hex");
}
