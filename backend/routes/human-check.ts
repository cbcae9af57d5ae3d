import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { createChallenge } from "../services/human-check/altcha";
import { humanCheckProvider } from "../services/human-check/verify-human-check";

export const humanCheckRoutes = new Hono<AppEnv>();

// GET /api/HumanCheck/challenge – a fresh signed ALTCHA proof-of-work challenge for a form
humanCheckRoutes.get(
  "/HumanCheck/challenge",
  // Challenges are cheap to make but each one is a ticket to try a form: cap them per visitor.
  rateLimit({ bucket: "human-check", limit: 30, windowMs: 60_000 }),
  async (c) => {
    if (humanCheckProvider() !== "altcha") {
      return c.json({ error: "The human check uses reCAPTCHA" } satisfies ApiError, 404);
    }
    // apiHeaders adds Cache-Control: no-store, so no cache ever hands one challenge to two visitors.
    const maxNumber = c.get("deps").humanCheckMaxNumber;
    return c.json(await createChallenge(maxNumber ? { maxNumber } : {}));
  },
);
