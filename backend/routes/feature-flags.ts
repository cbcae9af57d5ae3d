import "server-only";
import { Hono } from "hono";
import { featureFlagsSchema } from "@/lib/shared/contracts/feature-flags";
import type { AppEnv } from "../context";

export const featureFlagRoutes = new Hono<AppEnv>();

// GET /api/feature-flags – the partner's flag overrides: authFlags, filters, partnerFeatureFlags
featureFlagRoutes.get("/feature-flags", (c) => {
  return c.json(featureFlagsSchema.parse(c.get("partner").flags));
});
