import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import { postingBatchSchema, type PostingBatchResult } from "@/shared/contracts/posting";
import { getPartner } from "@/partners/registry";
import { standInPartnerServes } from "../engine/posting/local-partner/stand-in-partner";
import type { AppEnv } from "../context";
import { answerPostingsLocally } from "../engine/posting/local-partner/answer-postings-locally";
import { localPartnerDown } from "../engine/posting/local-partner/local-partner-outage";
import { postingKeys } from "../engine/posting/posting-signature";
import { withDb } from "../middleware/db";
import { readSignedJson } from "../middleware/signed-json";
import { fieldMessages } from "../middleware/validate";

/**
 * The stand-in for a partner's posting endpoint, so the posting loop runs on one machine
 * (docs/decisions/0064-posting-to-the-partner.md). Locally and on the journeys' test server only:
 * elsewhere it does not exist (404), as the feed simulator does not. Mounted with the feed's routes ahead of the partner, session and
 * CSRF stack (backend/app.ts): the caller is the award-posting job, signed with the posting key.
 */
export const localPartnerRoutes = new Hono<AppEnv>();

// POST /api/internal/local-partner/postings – local only: a signed batch of posting lines, answered per line as a partner would
localPartnerRoutes.post("/internal/local-partner/postings", withDb, async (c) => {
  if (!standInPartnerServes()) return c.json({ error: "Not found" } satisfies ApiError, 404);
  // A simulated outage (local-partner-outage.ts): the partner answers nothing useful.
  if (localPartnerDown())
    return c.json({ error: "The partner's program is not available" } satisfies ApiError, 503);
  const signed = await readSignedJson(c, postingKeys());
  if ("refusal" in signed) return signed.refusal;
  const parsed = postingBatchSchema.safeParse(signed.json);
  if (!parsed.success)
    return c.json({ error: "Invalid request", fields: fieldMessages(parsed.error) } satisfies ApiError, 400);
  const { batchId, partnerCode, lines } = parsed.data;
  if (!getPartner(partnerCode))
    return c.json(
      { error: "Invalid request", fields: { partnerCode: "Unknown partner" } } satisfies ApiError,
      400,
    );
  const results = await answerPostingsLocally(c.get("db"), partnerCode, lines);
  return c.json({ batchId, results } satisfies PostingBatchResult);
});
