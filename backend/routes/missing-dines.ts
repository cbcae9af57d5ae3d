import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import {
  dollarsToCents,
  missingDineRequestSchema,
  type MissingDineAnswer,
} from "@/shared/contracts/missing-dine";
import type { AppEnv } from "../context";
import { resolveMissingDine } from "../engine/resolve-missing-dine";
import { rateLimit } from "../middleware/rate-limit";
import { memberScope } from "../middleware/require-member";
import { memberRoute } from "../middleware/stacks";
import { validate } from "../middleware/validate";

export const missingDineRoutes = new Hono<AppEnv>();

// POST /api/Member/MissingDines – report a dine that earned nothing (decision 0069): the engine
// awards the unmatched clearing it finds, or keeps a claim and answers its reference.
missingDineRoutes.post(
  "/Member/MissingDines",
  memberRoute,
  rateLimit({ bucket: "missing-dine", limit: 20, windowMs: 15 * 60_000 }),
  validate("json", missingDineRequestSchema),
  async (c) => {
    const body = c.req.valid("json");
    const result = await resolveMissingDine(c.get("db"), {
      ...memberScope(c),
      cardId: body.cardId,
      merchantId: body.merchantId,
      date: body.date,
      amountCents: dollarsToCents(body.amount),
    });
    // Another member's card, a deleted one, or an unknown restaurant: said on the field, as a
    // bad value is, and nothing is kept.
    if (result.kind === "unknown-card")
      return c.json(
        {
          error: "Invalid request",
          fields: { cardId: "Choose one of your linked cards" },
        } satisfies ApiError,
        400,
      );
    if (result.kind === "unknown-merchant")
      return c.json(
        {
          error: "Invalid request",
          fields: { merchantId: "Choose the restaurant from the list" },
        } satisfies ApiError,
        400,
      );
    return c.json(result.answer satisfies MissingDineAnswer);
  },
);
