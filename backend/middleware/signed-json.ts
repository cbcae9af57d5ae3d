import "server-only";
import type { Context } from "hono";
import type { ApiError } from "@/shared/contracts/errors";
import { ingestionSignatureHeader } from "@/shared/contracts/ingestion";
import type { AppEnv } from "../context";
import { checkIngestionSignature } from "../ingestion/signature";
import type { KeyRing } from "../security/key-ring";

/** A signed call's body as JSON, or the answer that refuses it. */
export type SignedJson = { readonly json: unknown } | { readonly refusal: Response };

/**
 * The body of a server-to-server call (the card feed, the feed simulator, the stand-in partner),
 * read only once its signature holds: a fresh HMAC of the exact body under `keys`. An unsigned
 * body is never even parsed (401, the reason kept in the server's hands); malformed JSON is a 400.
 */
export async function readSignedJson(c: Context<AppEnv>, keys?: KeyRing): Promise<SignedJson> {
  const raw = await c.req.text();
  if (checkIngestionSignature(raw, c.req.header(ingestionSignatureHeader), new Date(), keys) !== "valid")
    return { refusal: c.json({ error: "Invalid or missing signature" } satisfies ApiError, 401) };
  try {
    return { json: JSON.parse(raw) as unknown };
  } catch {
    return { refusal: c.json({ error: "Malformed JSON" } satisfies ApiError, 400) };
  }
}
