import { z } from "zod";
import { text } from "./text";

/**
 * GET /api/Members/Validate/Zip (account-center §7): whether a ZIP code is a US one that exists.
 * The query takes what the member typed; anything that is not a known 5-digit US ZIP answers
 * isValid false rather than 400, so the form words every "no" the same way.
 */
export const validateZipQuerySchema = z.object({ zip: text().trim().max(10) });

export const validateZipResponseSchema = z.object({ isValid: z.boolean() });
export type ValidateZipResponse = z.infer<typeof validateZipResponseSchema>;
