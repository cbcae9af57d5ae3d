import "server-only";
import { Hono } from "hono";
import { featureFlagsSchema } from "@/partners/feature-flags-schema";
import type { AppEnv } from "../context";

export const featureFlagRoutes = new Hono<AppEnv>();

// GET /api/feature-flags – the partner's flag overrides: authFlags, filters, partnerFeatureFlags
featureFlagRoutes.get("/feature-flags", (c) => {
  return c.json(featureFlagsSchema.parse(c.get("partner").flags));
});
