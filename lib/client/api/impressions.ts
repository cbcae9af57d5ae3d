import "client-only";
import { impressionsResponseSchema, type ImpressionEvent } from "@/lib/shared/contracts/impressions";
import { sendJson } from "./http";

/** POST /api/Impressions: page views and survey answers, in one batch. */
export function postImpressions(events: readonly ImpressionEvent[]) {
  return sendJson("POST", "/api/Impressions", events, impressionsResponseSchema);
}
