import { readFileSync } from "node:fs";
import path from "node:path";
import { deriveKey } from "@/backend/security/key-derivation";
import { activationPath } from "@/backend/security/activation-signature";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";

/**
 * The link an activation email would carry, signed with the test server's own secret (generated
 * into its data dir), as the program's mailing would be. `expiresInSeconds` below zero makes an
 * expired one.
 */
export function activationLinkFor(
  publicId: string,
  expiresInSeconds = 86_400,
  partnerCode = "harbor",
): string {
  const rootSecret = readFileSync(path.join(e2eEnv.DATA_DIR, "secrets", "session-secret"), "utf8").trim();
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return activationPath(deriveKey(rootSecret, "activation"), { partnerCode, publicId, expires });
}
