import { z } from "zod";
import { text } from "./text";

/**
 * POST /api/internal/feed/simulate (APP_ENV=local only, signed like the feed): sends one member's
 * simulated dining of the last `days` days through the network feed. `npm run feed:simulate` calls it.
 */
export const feedSimulationRequestSchema = z.object({
  partnerCode: text().regex(/^[a-z][a-z0-9-]*$/, "partnerCode is a partner's code"),
  email: text()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "email is the member's email address" })),
  days: z.number().int("days is a whole number").min(1, "days is 1 to 365").max(365, "days is 1 to 365"),
});

export const feedSimulationResultSchema = z.object({
  messages: z.number().int().nonnegative(),
  stored: z.number().int().nonnegative(),
  unmatched: z.number().int().nonnegative(),
});
export type FeedSimulationResult = z.infer<typeof feedSimulationResultSchema>;
