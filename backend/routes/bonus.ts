import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bonusRegistrationParamSchema, type BonusRegistrationResponse } from "@/shared/contracts/bonus";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { registerBonus } from "../services/bonuses/register-bonus";
import { memberRoute } from "../middleware/stacks";

export const bonusRoutes = new Hono<AppEnv>();

// POST /api/Member/Bonus/{code} – register the signed-in member for an eligible bonus (eligible → enrolled)
bonusRoutes.post(
  "/Member/Bonus/:code",
  memberRoute,
  validate("param", bonusRegistrationParamSchema),
  async (c) => {
    const result = await registerBonus(c.get("db"), {
      partnerCode: c.get("partner").config.code,
      memberId: c.get("session").memberId ?? "",
      code: c.req.valid("param").code,
    });
    if (result.kind === "not-found") throw new HTTPException(404, { message: "Bonus not found" });
    if (result.kind === "not-eligible")
      throw new HTTPException(409, { message: "This bonus has already been earned" });
    return c.json({ success: true } satisfies BonusRegistrationResponse);
  },
);
