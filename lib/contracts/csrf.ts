import { z } from "zod";

/** GET /api/CSRF answer; the token goes back in the X-XSRF-TOKEN header of mutating calls. */
export const csrfResponseSchema = z.object({ csrfToken: z.string().min(1) });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

export const csrfHeaderName = "X-XSRF-TOKEN";
