import "server-only";
import { Hono } from "hono";
import { impressionsRequestSchema } from "@/shared/contracts/impressions";
import type { AppEnv } from "../context";
import { logger } from "../../platform/logger";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordImpressions } from "../services/impressions/record-impressions";
import { publicRoute } from "../middleware/stacks";

export const impressionRoutes = new Hono<AppEnv>();

// POST /api/Impressions – store a batch of analytics events
impressionRoutes.post(
  "/Impressions",
  rateLimit({ bucket: "impressions", limit: 120, windowMs: 60_000 }),
  publicRoute,
  validate("json", impressionsRequestSchema),
  async (c) => {
    const events = c.req.valid("json");
    try {
      const accepted = await recordImpressions(c.get("db"), {
        partnerCode: c.get("partner").config.code,
        events,
      });
      return c.json({ accepted }, 202);
    } catch (error) {
      // Analytics must never break a visit: the failure is logged and the batch dropped.
      logger.warn("Impressions not stored", { count: events.length, error: String(error) });
      return c.json({ accepted: 0 }, 202);
    }
  },
);
