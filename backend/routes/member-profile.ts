import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import {
  memberUpdateRequestSchema,
  type MemberUpdate,
  type MemberUpdateResponse,
  type ProfileFieldErrors,
} from "@/shared/contracts/member-update";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { memberGone, memberScope } from "../middleware/require-member";
import { fieldMessages } from "../middleware/validate";
import { updateMember } from "../services/members/update-member";
import { memberRoute } from "../middleware/stacks";

export const memberProfileRoutes = new Hono<AppEnv>();

/** Field messages as the spec's profile call answers them: [{field, message}]. */
function asFieldErrors(fields: Readonly<Record<string, string>>): ProfileFieldErrors {
  return Object.entries(fields).map(([field, message]) => ({ field, message }));
}

/** The member update contract, answering a bad body 400 with [{field, message}] (account-center §7). */
const validateProfile = validator("json", (value): MemberUpdate => {
  const parsed = memberUpdateRequestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HTTPException(400, {
    message: "Invalid request",
    res: Response.json(asFieldErrors(fieldMessages(parsed.error)), { status: 400 }),
  });
});

// PUT /api/Member – save the signed-in member's profile (names, phone, SMS and email opt-in, address)
memberProfileRoutes.put(
  "/Member",
  memberRoute,
  rateLimit({ bucket: "member-update", limit: 30, windowMs: 15 * 60_000 }),
  validateProfile,
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
    if (result.kind === "invalid") return c.json(asFieldErrors(result.fields), 400);
    return c.json({ member: result.member } satisfies MemberUpdateResponse);
  },
);
