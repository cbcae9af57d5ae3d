import "server-only";
import { Hono } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import { transactionBatchSchema, type IngestionResult } from "@/shared/contracts/ingestion";
import { networkBatchSchema, type NetworkIngestionResult } from "@/shared/contracts/network-feed";
import { feedSimulationRequestSchema, type FeedSimulationResult } from "@/shared/contracts/feed-simulation";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { simulateMemberDining } from "../engine/simulate-member-dining";
import { ingestNetworkBatch } from "../engine/ingest-network-batch";
import { ingestBatch } from "../ingestion/ingest-batch";
import { withDb } from "../middleware/db";
import { readSignedJson } from "../middleware/signed-json";
import { fieldMessages } from "../middleware/validate";

/**
 * Server-to-server calls of the card-transaction feed. Mounted before the partner, session and
 * CSRF stack (backend/app.ts): the feed has no partner host and no cookies, and names the partner
 * per transaction. It needs no CSRF token because a browser cannot make the signature: every call
 * is refused (401) unless it carries a fresh HMAC of its exact body under the ingestion key.
 */
export const ingestionRoutes = new Hono<AppEnv>();

// POST /api/internal/transactions – a signed batch of card transactions (our ids) or of a card network's messages (its ids) becomes meals, awards and reversals
ingestionRoutes.post("/internal/transactions", withDb, async (c) => {
  // Checked before parsing: an unsigned body is never even read as JSON.
  const signed = await readSignedJson(c);
  if ("refusal" in signed) return signed.refusal;
  const { json } = signed;
  // The network's form names its messages (decision 0061); the older form, our own ids, still works.
  if (typeof json === "object" && json !== null && "messages" in json) {
    const network = networkBatchSchema.safeParse(json);
    if (!network.success)
      return c.json(
        { error: "Invalid request", fields: fieldMessages(network.error) } satisfies ApiError,
        400,
      );
    return c.json((await ingestNetworkBatch(c.get("db"), network.data)) satisfies NetworkIngestionResult);
  }
  const parsed = transactionBatchSchema.safeParse(json);
  if (!parsed.success)
    return c.json({ error: "Invalid request", fields: fieldMessages(parsed.error) } satisfies ApiError, 400);
  return c.json((await ingestBatch(c.get("db"), parsed.data)) satisfies IngestionResult);
});

// POST /api/internal/feed/simulate – local only: one member's simulated dining through the network feed (npm run feed:simulate)
ingestionRoutes.post("/internal/feed/simulate", withDb, async (c) => {
  // Demo traffic never reaches a deployed program's awards (decision 0061).
  if (env().APP_ENV !== "local") return c.json({ error: "Not found" } satisfies ApiError, 404);
  const signed = await readSignedJson(c);
  if ("refusal" in signed) return signed.refusal;
  const parsed = feedSimulationRequestSchema.safeParse(signed.json);
  if (!parsed.success)
    return c.json({ error: "Invalid request", fields: fieldMessages(parsed.error) } satisfies ApiError, 400);
  const outcome = await simulateMemberDining(c.get("db"), parsed.data);
  if (outcome.kind === "unknown-member")
    return c.json({ error: "No member of this program has this email address" } satisfies ApiError, 404);
  if (outcome.kind === "no-registered-cards")
    return c.json({ error: "The member has no card registered with its network" } satisfies ApiError, 409);
  const { messages, stored, unmatched } = outcome;
  return c.json({ messages, stored, unmatched } satisfies FeedSimulationResult);
});
