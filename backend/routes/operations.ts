import "server-only";
import { Hono } from "hono";
import { env } from "@/platform/env";
import type { ApiError } from "@/shared/contracts/errors";
import { emulationLinkRequestSchema, type EmulationLinkResponse } from "@/shared/contracts/emulation";
import { revalidateRequestSchema } from "@/shared/contracts/operations";
import { partnerCodes } from "@/partners/registry";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { bearerMatches } from "../security/bearer-token";
import { emulationPath, newEmulationGrant } from "../security/emulation-signature";
import { derivedKey } from "../security/secrets";

/**
 * Calls for the operator's tools, not for browsers: authenticated by OPERATIONS_TOKEN in the
 * Authorization header, which a browser never sends on its own, so they need no CSRF token and no
 * partner host. Off (404) where no token is configured.
 */
export const operationsRoutes = new Hono<AppEnv>();

operationsRoutes.use("/Operations/*", async (c, next) => {
  const token = env().OPERATIONS_TOKEN;
  if (!token) return c.json({ error: "Not Found" } satisfies ApiError, 404);
  if (!bearerMatches(c.req.header("authorization"), token)) {
    c.header("WWW-Authenticate", 'Bearer realm="operations"');
    return c.json({ error: "Unauthorized" } satisfies ApiError, 401);
  }
  await next();
});

// POST /api/Operations/Revalidate – expires the named tags of Next's data cache on every instance
// (the cache is shared through Redis when REDIS_URL is set). Next applies the expiry as this call
// ends, so other instances see it a moment after the answer. 409 where Next does not serve the API.
operationsRoutes.post("/Operations/Revalidate", validate("json", revalidateRequestSchema), async (c) => {
  const revalidate = c.get("deps").revalidateCacheTags;
  if (!revalidate) {
    return c.json(
      { error: "This process has no page cache: revalidate through the web server" } satisfies ApiError,
      409,
    );
  }
  const { tags } = c.req.valid("json");
  await revalidate(tags);
  return c.json({ revalidated: tags });
});

// POST /api/Operations/EmulationLinks – the admin tool's backend asks for a signed, single-use
// emulation link (five minutes) for one member; the key never leaves this app. 404 without ADMIN_ORIGIN.
operationsRoutes.post("/Operations/EmulationLinks", validate("json", emulationLinkRequestSchema), (c) => {
  if (!env().ADMIN_ORIGIN) return c.json({ error: "Not Found" } satisfies ApiError, 404);
  const { partnerCode, publicId } = c.req.valid("json");
  if (!partnerCodes.includes(partnerCode)) {
    return c.json(
      { error: "Invalid request", fields: { partnerCode: "No partner has this code" } } satisfies ApiError,
      400,
    );
  }
  const grant = newEmulationGrant(partnerCode, publicId);
  return c.json({
    path: emulationPath(derivedKey("emulation"), grant),
    expiresAt: new Date(grant.expires * 1000).toISOString(),
  } satisfies EmulationLinkResponse);
});
