import { readFileSync } from "node:fs";
import path from "node:path";
import { deriveKey } from "@/backend/security/key-derivation";
import { emulationPath, newEmulationGrant } from "@/backend/security/emulation-signature";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";

/**
 * A signed emulation link, as the admin tool gets from POST /api/Operations/EmulationLinks, made
 * with the test server's own secret (generated into its data dir).
 */
export function emulationLinkFor(publicId: string, partnerCode = "harbor"): string {
  const rootSecret = readFileSync(path.join(e2eEnv.DATA_DIR, "secrets", "session-secret"), "utf8").trim();
  return emulationPath(deriveKey(rootSecret, "emulation"), newEmulationGrant(partnerCode, publicId));
}
