import "client-only";
import type { MissingDineAnswer, MissingDineRequest } from "@/shared/contracts/missing-dine";
import { sendJson, serverChecked } from "./http";

/**
 * Reports a missing dine (POST /api/Member/MissingDines, decision 0069): the award the engine
 * found, or the reference of the claim it kept. A 400 carries field messages (ApiError).
 */
export function reportMissingDine(report: MissingDineRequest): Promise<MissingDineAnswer> {
  return sendJson("POST", "/api/Member/MissingDines", report, serverChecked<MissingDineAnswer>());
}
