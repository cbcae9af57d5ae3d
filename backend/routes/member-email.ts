import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import {
  emailUpdateNotRequiredMessage,
  memberEmailUpdateRequestSchema,
  type MemberEmailUpdateResponse,
} from "@/shared/contracts/member-email";
import type { AppEnv } from "../context";
import { directEnrollmentOnly } from "../middleware/direct-enrollment";
import { rateLimit } from "../middleware/rate-limit";
import { memberGone, memberScope } from "../middleware/require-member";
import { validate } from "../middleware/validate";
import { updateMemberEmail } from "../services/members/update-member-email";
import { memberRoute } from "../middleware/stacks";

export const memberEmailRoutes = new Hono<AppEnv>();

// PUT /api/Member/Email – a member whose email is shared with another account chooses a new one (/fix_credentials)
memberEmailRoutes.put(
  "/Member/Email",
  directEnrollmentOnly,
  memberRoute,
  // Tighter than the profile's limit: each answer tells whether an address is taken.
  rateLimit({ bucket: "member-email", limit: 10, windowMs: 15 * 60_000 }),
  validate("json", memberEmailUpdateRequestSchema),
  async (c) => {
    const result = await updateMemberEmail(c.get("db"), {
      ...memberScope(c),
      email: c.req.valid("json").email,
    });
    if (result.kind === "not-found") return memberGone(c);
    if (result.kind === "not-required")
      return c.json({ error: emailUpdateNotRequiredMessage } satisfies ApiError, 403);
    if (result.kind === "taken")
      return c.json({ error: "Invalid request", fields: { ...result.fields } } satisfies ApiError, 400);
    return c.json({ member: result.member } satisfies MemberEmailUpdateResponse);
  },
);
