import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/lib/shared/contracts/errors";
import { memberUpdateRequestSchema, type MemberUpdateResponse } from "@/lib/shared/contracts/member-update";
import type { AppEnv } from "../context";
import { withDb } from "../middleware/db";
import { rateLimit } from "../middleware/rate-limit";
import { memberGone, memberScope, requireMember } from "../middleware/require-member";
import { validate } from "../middleware/validate";
import { updateMember } from "../services/members/update-member";

export const memberProfileRoutes = new Hono<AppEnv>();

// PUT /api/Member – save the signed-in member's profile (names, phone, SMS and email opt-in, address)
memberProfileRoutes.put(
  "/Member",
  requireMember,
  rateLimit({ bucket: "member-update", limit: 30, windowMs: 15 * 60_000 }),
  validate("json", memberUpdateRequestSchema),
  withDb,
  async (c) => {
    const partner = c.get("partner").effective;
    const result = await updateMember(c.get("db"), {
      ...memberScope(c),
      changes: c.req.valid("json"),
      rules: {
        namesEditable: partner.enrollmentType !== "sso",
        smsOptInV2: partner.hasSmsOptInV2,
        fullAddressRequired: partner.fullAddressRequired && partner.currencyType !== "Credit",
      },
    });
    if (result.kind === "not-found") return memberGone(c);
    if (result.kind === "invalid")
      return c.json({ error: "Invalid request", fields: { ...result.fields } } satisfies ApiError, 400);
    return c.json({ member: result.member } satisfies MemberUpdateResponse);
  },
);
