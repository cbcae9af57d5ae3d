import "client-only";
import type { ImpressionEvent, ImpressionsResponse } from "@/shared/contracts/impressions";
import { sendJson, serverChecked } from "./http";

/** POST /api/Impressions: page views and survey answers, in one batch. */
export function postImpressions(events: readonly ImpressionEvent[]) {
  // Sent from every page (page views): the answer's contract is the server's to keep.
  return sendJson("POST", "/api/Impressions", events, serverChecked<ImpressionsResponse>());
}
