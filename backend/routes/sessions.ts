import "server-only";
import { Hono } from "hono";
import type { RevokeOtherSessionsResponse } from "@/shared/contracts/sessions";
import type { AppEnv } from "../context";
import { memberScope } from "../middleware/require-member";
import { revokeMemberSessions } from "../services/sessions/session-rows";
import { memberRoute } from "../middleware/stacks";

export const sessionRoutes = new Hono<AppEnv>();

// POST /api/Member/Sessions/RevokeOthers – sign the member out of every other browser and app,
// keeping this session
sessionRoutes.post("/Member/Sessions/RevokeOthers", memberRoute, async (c) => {
  const revoked = await revokeMemberSessions(c.get("db"), {
    ...memberScope(c),
    now: new Date(),
    keep: c.get("session").sessionId ?? "",
  });
  return c.json({ revoked } satisfies RevokeOtherSessionsResponse);
});
