import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A new recovery token and the hash that is stored in its place. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

/** SHA-256 suffices here: the token has 256 random bits, so there is nothing to guess slowly. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
