import "server-only";
import { Hono } from "hono";
import { env } from "@/platform/env";
import { emulationStartQuerySchema } from "@/shared/contracts/emulation";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { startSession } from "../middleware/session";
import { validate } from "../middleware/validate";
import { emulationSignatureValid } from "../security/emulation-signature";
import { derivedKeyRing } from "../security/secrets";
import { findMemberByPublicId } from "../services/members/find-member-by-public-id";
import { spendEmulationLink } from "../services/sessions/spend-emulation-link";
import { publicRoute } from "../middleware/stacks";

export const emulationRoutes = new Hono<AppEnv>();

// GET /api/emulation/start?public_id&expires&nonce&signature – the admin tool's signed link: starts
// an emulated session as the member and opens their account. Off (404) without ADMIN_ORIGIN.
emulationRoutes.get(
  "/emulation/start",
  async (c, next) => {
    if (!env().ADMIN_ORIGIN) return c.json({ error: "Not Found" } satisfies ApiError, 404);
    await next();
  },
  rateLimit({ bucket: "emulation", limit: 30, windowMs: 15 * 60_000 }),
  validate("query", emulationStartQuerySchema),
  publicRoute,
  async (c) => {
    const query = c.req.valid("query");
    const partnerCode = c.get("partner").config.code;
    const grant = { partnerCode, publicId: query.public_id, expires: query.expires, nonce: query.nonce };
    if (!emulationSignatureValid(derivedKeyRing("emulation"), grant, query.signature)) {
      return c.json(
        {
          error: "This emulation link is not valid or has expired. Open a new one from the admin tool.",
        } satisfies ApiError,
        403,
      );
    }
    // Single use: a link seen in a log, a history or a proxy opens nothing a second time.
    if (!(await spendEmulationLink(c.get("db"), query.nonce, query.expires * 1000))) {
      return c.json(
        {
          error: "This emulation link was already used. Open a new one from the admin tool.",
        } satisfies ApiError,
        403,
      );
    }
    const member = await findMemberByPublicId(c.get("db"), { partnerCode, publicId: query.public_id });
    if (!member) return c.json({ error: "No member has this public id here." } satisfies ApiError, 404);
    await startSession(c, member, false, { emulationId: query.nonce });
    c.header("Cache-Control", "no-store");
    return c.redirect("/account/overview", 302);
  },
);
