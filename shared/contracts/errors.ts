import { z } from "zod";
import { multilineText } from "./text";

/** Every error answer of the API: a message, and for bad input one message per field. */
export const apiErrorSchema = z.object({
  error: multilineText(),
  fields: z.record(multilineText(), multilineText()).optional(),
  referenceId: multilineText().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The answer (503, with Retry-After) when a check the request needs cannot be made for a moment:
 * the shared store of rate limits or spent human checks does not answer. Nothing was done.
 */
export const briefOutageMessage =
  "We can't take this request right now. Nothing was changed; please try again in a few seconds.";
