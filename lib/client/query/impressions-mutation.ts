import "client-only";
import { mutationOptions } from "@tanstack/react-query";
import { postImpressions } from "@/lib/client/api/impressions";

/**
 * POST /api/Impressions (page views, survey answers, card-frame failures). Analytics changes no
 * read of the page, so nothing is invalidated; a failure only shows where the caller asks.
 */
export const impressionsMutation = mutationOptions({
  mutationFn: postImpressions,
});
