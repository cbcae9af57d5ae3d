import { z } from "zod";
import { text } from "./text";

/** GET /api/CSRF answer; the token goes back in the X-XSRF-TOKEN header of mutating calls. */
export const csrfResponseSchema = z.object({ csrfToken: text().min(1) });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

// Zod-free, for the browser shell (cookie-names.ts).
export { csrfHeaderName } from "./cookie-names";
