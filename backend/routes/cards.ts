import "server-only";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  cardSubmissionSchema,
  deleteCardQuerySchema,
  type CardRegistrationResponse,
  type LinkedCard,
  type PartnerCard,
} from "@/shared/contracts/cards";
import type { AppEnv } from "../context";
import { requireHumanCheck } from "../services/human-check/require-human-check";
import { rateLimit } from "../middleware/rate-limit";
import { memberScope } from "../middleware/require-member";
import { endSession } from "../middleware/session";
import { validate } from "../middleware/validate";
import { cardPublicKeyJwk } from "../services/cards/card-crypto";
import { deleteCard } from "../services/cards/delete-card";
import { listCards } from "../services/cards/list-cards";
import { listPartnerCards } from "../services/cards/list-partner-cards";
import { registerCards } from "../services/cards/register-cards";
import { countMemberEvent } from "../metrics/registry";
import { memberRoute } from "../middleware/stacks";

export const cardRoutes = new Hono<AppEnv>();

/** Partner-loaded cards exist only for partners with hasPartnerLoadedCards. */
const partnerCardsEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("partner").effective.hasPartnerLoadedCards)
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});

/**
 * Every 400 of the card POST holds cardRegistration (account-center §7: a non-OK answer other
 * than 401 and 500 "rejects with a JSON body holding cardRegistration"), so a bad body or a
 * failed human check answers an empty list beside the usual {error, fields}.
 */
const cardRegistrationOnBadRequest = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 400) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== "object" || body === null || "cardRegistration" in body) return;
  c.res = new Response(JSON.stringify({ ...body, cardRegistration: [] }), {
    status: 400,
    headers: c.res.headers,
  });
});

// GET /api/Cards/PublicKey – the RSA-OAEP public key the card-entry frame encrypts card numbers with
cardRoutes.get("/Cards/PublicKey", (c) => {
  // Public and the same for everyone; an hour keeps a key rotation from lingering long.
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(cardPublicKeyJwk());
});

// GET /api/Member/Cards – the signed-in member's linked cards (not deleted ones)
cardRoutes.get("/Member/Cards", memberRoute, async (c) => {
  return c.json((await listCards(c.get("db"), memberScope(c))) satisfies LinkedCard[]);
});

// POST /api/Member/Cards – link cards from the frame (encrypted) or the partner's preloaded list; 200 when one linked, else 400, both {cardRegistration}
cardRoutes.post(
  "/Member/Cards",
  memberRoute,
  cardRegistrationOnBadRequest,
  rateLimit({ bucket: "link-cards", limit: 20, windowMs: 15 * 60_000 }),
  validate("json", cardSubmissionSchema),
  async (c) => {
    const { creditCards, directFileFeedOptIn, gRecaptchaResponse } = c.req.valid("json");
    await requireHumanCheck(gRecaptchaResponse, { db: c.get("db") });
    const { items, linked } = await registerCards(c.get("db"), {
      ...memberScope(c),
      accepted: c.get("partner").effective.cardTypesAccepted,
      creditCards,
      directFileFeedOptIn,
    });
    for (let i = 0; i < linked; i += 1) countMemberEvent("card-linked");
    const body: CardRegistrationResponse = { cardRegistration: items };
    return c.json(body, linked > 0 ? 200 : 400);
  },
);

// DELETE /api/Member/Cards?id= – unlink a card; the last card closes the account and signs the member out
cardRoutes.delete("/Member/Cards", memberRoute, validate("query", deleteCardQuerySchema), async (c) => {
  const result = await deleteCard(c.get("db"), { ...memberScope(c), cardId: c.req.valid("query").id });
  if (result.kind === "not-found") throw new HTTPException(404, { message: "Card not found" });
  if (result.accountClosed) await endSession(c);
  return c.json(true);
});

// GET /api/Cards/AllPartnerCards – the member's partner-loaded cards not linked yet
cardRoutes.get("/Cards/AllPartnerCards", partnerCardsEnabled, memberRoute, async (c) => {
  return c.json((await listPartnerCards(c.get("db"), memberScope(c))) satisfies PartnerCard[]);
});
