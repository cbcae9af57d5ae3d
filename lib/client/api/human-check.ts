import "client-only";
import { altchaChallengeSchema } from "@/lib/shared/contracts/human-check";
import { getJson } from "./http";

/** A fresh proof-of-work challenge (GET /api/HumanCheck/challenge). */
export function fetchHumanCheckChallenge(signal?: AbortSignal) {
  return getJson("/api/HumanCheck/challenge", altchaChallengeSchema, signal);
}
