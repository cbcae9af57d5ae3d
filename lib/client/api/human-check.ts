import "client-only";
import type { AltchaChallenge } from "@/shared/contracts/human-check";
import { getJson, serverChecked } from "./http";

/** A fresh proof-of-work challenge (GET /api/HumanCheck/challenge). */
export function fetchHumanCheckChallenge(signal?: AbortSignal) {
  return getJson("/api/HumanCheck/challenge", serverChecked<AltchaChallenge>(), signal);
}
