import "server-only";
import { Hono } from "hono";
import { validateZipQuerySchema, type ValidateZipResponse } from "@/shared/contracts/zip-validation";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { isUsZip } from "../services/geo/is-us-zip";

export const zipValidationRoutes = new Hono<AppEnv>();

// GET /api/Members/Validate/Zip – whether a ZIP code is a US one that exists (profile form, on blur)
zipValidationRoutes.get(
  "/Members/Validate/Zip",
  // Public reference data, so looser than the email check; still capped so nobody scripts it.
  rateLimit({ bucket: "validate-zip", limit: 60, windowMs: 15 * 60_000 }),
  validate("query", validateZipQuerySchema),
  (c) => c.json({ isValid: isUsZip(c.req.valid("query").zip) } satisfies ValidateZipResponse),
);
