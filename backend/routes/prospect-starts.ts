import "server-only";
import { Hono } from "hono";
import { prospectStartRequestSchema, type ProspectStartResponse } from "@/shared/contracts/prospect-start";
import type { AppEnv } from "../context";
import { directEnrollmentOnly } from "../middleware/direct-enrollment";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { startProspect } from "../services/members/start-prospect";
import { publicRoute } from "../middleware/stacks";

export const prospectStartRoutes = new Hono<AppEnv>();

// POST /api/Members/Prospects/Start – record that a visitor began enrolling with this email
prospectStartRoutes.post(
  "/Members/Prospects/Start",
  directEnrollmentOnly,
  // Per IP, as generous as the email check that comes before it in the same flow.
  rateLimit({ bucket: "prospect-start", limit: 30, windowMs: 15 * 60_000 }),
  validate("json", prospectStartRequestSchema),
  publicRoute,
  async (c) => {
    const { email, ...referral } = c.req.valid("json");
    // The same answer whether or not the address was recorded: it tells nobody who is a member.
    await startProspect(c.get("db"), { partnerCode: c.get("partner").config.code, email, referral });
    return c.json({ started: true } satisfies ProspectStartResponse, 202);
  },
);
