import "server-only";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { env } from "@/platform/env";
import { partnerForHost } from "@/partners/registry";
import type { AppEnv } from "../context";

/**
 * Resolves the partner from the Host header with the same function the proxy uses, so a page
 * and the API it calls always agree. A partner named by any header the browser controls is
 * ignored; X-Forwarded-Host counts only when TRUST_PROXY says our own proxy sets it.
 */
export const partnerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = env().TRUST_PROXY ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwarded ?? c.req.header("host") ?? new URL(c.req.url).host;
  const partner = partnerForHost(host, env().DEFAULT_PARTNER);
  if (!partner) throw new HTTPException(404, { message: "Unknown partner" });
  c.set("partner", partner);
  await next();
});
