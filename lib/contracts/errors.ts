import { z } from "zod";

/** Every error answer of the API: a message, and for bad input one message per field. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  referenceId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
