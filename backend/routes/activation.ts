import "server-only";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  activateRequestSchema,
  activationLinkSchema,
  type KnownMember,
} from "@/shared/contracts/known-member";
import { activationLink } from "@/shared/contracts/link-secrets";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { derivedKeyRing } from "../security/secrets";
import { activationSignatureValid } from "../security/activation-signature";
import { forgetLinkSecret, withLinkSecret } from "../security/link-secret";
import { activateMember } from "../services/members/activate-member";
import { findKnownMember } from "../services/members/find-known-member";
import { publicRoute } from "../middleware/stacks";

export const activationRoutes = new Hono<AppEnv>();

const invalidActivationLinkMessage = "This activation link is not valid or has expired.";

/** Partners without enrollment have no members to recognise or activate. */
const withEnrollment = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("partner").effective.enrollmentType === "none")
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});

// Public ids always hold a dash (partner prefix), which keeps this lookup clear of the static
// /api/Member/* paths (Cards, Favorites, Activate, ...) whatever order the routes are mounted in.
const publicIdPath = "/Member/:publicId{[A-Za-z0-9_]+-[A-Za-z0-9_-]{1,63}}";

// GET /api/Member/{publicId} – what a known visitor's public id tells: tier and account state (activation)
activationRoutes.get(
  publicIdPath,
  withEnrollment,
  rateLimit({ bucket: "known-member", limit: 60, windowMs: 15 * 60_000 }),
  publicRoute,
  async (c) => {
    const member = await findKnownMember(c.get("db"), {
      partnerCode: c.get("partner").config.code,
      publicId: c.req.param("publicId"),
    });
    if (!member) throw new HTTPException(404, { message: "Member not found" });
    return c.json(member satisfies KnownMember);
  },
);

// POST /api/Member/Activate – a non-activated (tier 1) member opts in (tier 2) from the activation
// link, whose signature over the public id and expiry must hold
activationRoutes.post(
  "/Member/Activate",
  withEnrollment,
  rateLimit({ bucket: "activate", limit: 20, windowMs: 15 * 60_000 }),
  validate("json", activateRequestSchema),
  publicRoute,
  async (c) => {
    // The link's expiry and signature come with the request, or from the cookie its arrival left
    // (docs/decisions/0048).
    const link = activationLinkSchema.safeParse(withLinkSecret(c, activationLink, c.req.valid("json")));
    const partnerCode = c.get("partner").config.code;
    if (
      !link.success ||
      !activationSignatureValid(
        derivedKeyRing("activation"),
        { partnerCode, publicId: link.data.publicId, expires: link.data.expires },
        link.data.signature,
      )
    ) {
      throw new HTTPException(403, { message: invalidActivationLinkMessage });
    }
    const { publicId } = link.data;
    const result = await activateMember(c.get("db"), { partnerCode, publicId });
    if (result.kind === "not-found") throw new HTTPException(404, { message: "Member not found" });
    if (result.kind === "not-non-activated")
      throw new HTTPException(409, { message: "This account is already activated." });
    forgetLinkSecret(c, activationLink);
    return c.json(result.member satisfies KnownMember);
  },
);
