import "server-only";
import { createMiddleware } from "hono/factory";
import { emulationCredentialRefusal } from "@/shared/contracts/emulation";
import type { ApiError } from "@/shared/contracts/errors";
import type { AppEnv } from "../context";

/**
 * The calls that change how a member signs in or pays: email, linked cards, and the member's
 * other sessions. (The password is never changed with a session: recovery goes by emailed token,
 * and the profile refuses a password for everyone.)
 */
const credentialWrites: readonly { method: string; path: RegExp }[] = [
  { method: "PUT", path: /^\/api\/Member\/Email\/?$/i },
  { method: "POST", path: /^\/api\/Member\/Cards\/?$/i },
  { method: "DELETE", path: /^\/api\/Member\/Cards\/?$/i },
  { method: "POST", path: /^\/api\/Member\/Sessions\/RevokeOthers\/?$/i },
];

/**
 * Emulation mode writes no credentials: support staff viewing as a member get a clear 403 for
 * each credential change, whatever the browser shows. Checked on the server, before any route.
 */
export const emulationGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("session").emulationId) {
    const path = new URL(c.req.url).pathname;
    const method = c.req.method.toUpperCase();
    if (credentialWrites.some((write) => write.method === method && write.path.test(path))) {
      return c.json({ error: emulationCredentialRefusal } satisfies ApiError, 403);
    }
  }
  await next();
});
