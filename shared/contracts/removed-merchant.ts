import { z } from "zod";
import { merchantSummarySchema } from "./merchants";
import { text } from "./text";

/** How many restaurants near a removed one its old page offers. */
export const removedMerchantNearbyCount = 4;

/**
 * What the page of a merchant that left the program offers instead (docs/decisions/0066): where
 * it was, and the listed restaurants nearest to that place for this partner, nearest first.
 */
export const removedMerchantNearbySchema = z.object({
  removed: z.object({ name: text(), neighborhood: text(), city: text(), state: text() }),
  merchants: z.array(merchantSummarySchema),
});
export type RemovedMerchantNearby = z.infer<typeof removedMerchantNearbySchema>;
