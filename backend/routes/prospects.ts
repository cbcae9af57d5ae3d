import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import type { ApiError } from "@/shared/contracts/errors";
import { prospectSignUpRequestSchema } from "@/shared/contracts/enrollment";
import { validateEmailQuerySchema, type validateEmailResponseSchema } from "@/shared/contracts/known-member";
import type { Member } from "@/shared/contracts/member";
import type { AppEnv } from "../context";
import { directEnrollmentOnly } from "../middleware/direct-enrollment";
import { requireHumanCheck } from "../services/human-check/require-human-check";
import { rateLimit } from "../middleware/rate-limit";
import { startSession } from "../middleware/session";
import { fieldMessages, validate } from "../middleware/validate";
import { getMember } from "../services/members/get-member";
import { signUp } from "../services/members/sign-up";
import { countMemberEvent } from "../metrics/registry";
import { isNewAccountIdentifier } from "../services/members/validate-email";
import { publicRoute } from "../middleware/stacks";

export const prospectRoutes = new Hono<AppEnv>();

// Sign-up and its email check exist only where the product keeps accounts: direct enrollment.
prospectRoutes.use("/Members/Prospects", directEnrollmentOnly);
prospectRoutes.use("/Members/Validate/Email", directEnrollmentOnly);

// One per partner flavour, built once: with hasPPN the form asks for the partner number.
const signUpSchemas = {
  withPpn: prospectSignUpRequestSchema({ hasPPN: true }),
  withoutPpn: prospectSignUpRequestSchema({ hasPPN: false }),
};

function badRequest(fields: Record<string, string>): HTTPException {
  const body: ApiError = { error: "Invalid request", fields };
  return new HTTPException(400, {
    message: body.error,
    res: new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
  });
}

/** The body against the partner's own form contract; validate() takes one fixed schema. */
function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(fieldMessages(parsed.error));
  return parsed.data;
}

// POST /api/Members/Prospects – create a direct-enrollment member from the join form and sign them in
prospectRoutes.post(
  "/Members/Prospects",
  // Per IP: a household signs up a few people, a script many.
  rateLimit({ bucket: "sign-up", limit: 10, windowMs: 15 * 60_000 }),
  publicRoute,
  async (c) => {
    const partner = c.get("partner").effective;
    const body: unknown = await c.req.json().catch(() => {
      throw badRequest({ body: "The request body must be JSON." });
    });
    const schema = partner.hasPPN ? signUpSchemas.withPpn : signUpSchemas.withoutPpn;
    const { gRecaptchaResponse, ...input } = parseBody(schema, body);
    await requireHumanCheck(gRecaptchaResponse, { db: c.get("db") });

    const result = await signUp(c.get("db"), { partnerCode: partner.code, input });
    if (result.kind === "taken") throw badRequest({ ...result.fields });
    countMemberEvent("sign-up");
    // No remember-me on a first visit: the 15-minute sliding session of §4.
    await startSession(c, { memberId: result.memberId, publicId: result.publicId }, false);
    const member = await getMember(c.get("db"), { partnerCode: partner.code, memberId: result.memberId });
    if (!member) throw new Error("The new member could not be read back");
    return c.json({ member: member satisfies Member }, 201);
  },
);

// GET /api/Members/Validate/Email – whether an email (or, with usePpn, a partner number) can start a new account
prospectRoutes.get(
  "/Members/Validate/Email",
  // It tells whether an address has an account here: tight, so nobody lists a partner's members.
  rateLimit({ bucket: "validate-email", limit: 30, windowMs: 15 * 60_000 }),
  validate("query", validateEmailQuerySchema),
  publicRoute,
  async (c) => {
    const partner = c.get("partner").effective;
    const { email, usePpn } = c.req.valid("query");
    const isValid = await isNewAccountIdentifier(c.get("db"), {
      partnerCode: partner.code,
      value: email,
      usePpn: usePpn === "true" && partner.hasPPN,
    });
    return c.json({ isValid } satisfies z.infer<typeof validateEmailResponseSchema>);
  },
);
