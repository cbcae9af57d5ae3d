import { z } from "zod";
import { multilineText } from "./text";

/** Every error answer of the API: a message, and for bad input one message per field. */
export const apiErrorSchema = z.object({
  error: multilineText(),
  fields: z.record(multilineText(), multilineText()).optional(),
  referenceId: multilineText().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
