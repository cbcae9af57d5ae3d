import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { MemberAccount } from "@/shared/contracts/member-account";
import type { AppEnv } from "../context";
import { endSession } from "../middleware/session";
import { isFromAnotherOrigin } from "../security/fetch-site";
import { getMemberAccount } from "../services/members/get-member-account";
import { bonusRoutes } from "./bonus";
import { memberRoute } from "../middleware/stacks";

export const memberRoutes = new Hono<AppEnv>();

// GET /api/Member – the signed-in member: profile fields, bonuses and dining progress (account-center §3 Member)
memberRoutes.get("/Member", memberRoute, async (c) => {
  const { config, effective } = c.get("partner");
  const member = await getMemberAccount(c.get("db"), {
    partnerCode: config.code,
    memberId: c.get("session").memberId ?? "",
    config: effective,
  });
  if (!member) {
    // The member behind a still-valid cookie is gone: the session ends with it.
    await endSession(c);
    throw new HTTPException(401, { message: "Sign in to continue" });
  }
  return c.json(member satisfies MemberAccount);
});

// The member's bonuses live under /api/Member/Bonus (routes/bonus.ts).
memberRoutes.route("/", bonusRoutes);

// GET /api/SignOut – end the session (its row, the cookie and the expiry cookie); never for
// another origin's link or form (a sibling subdomain's too), which gets 403 and leaves the member
// signed in
memberRoutes.get("/SignOut", async (c) => {
  if (isFromAnotherOrigin({ get: (name) => c.req.header(name) }, c.req.url)) {
    throw new HTTPException(403, { message: "Sign out from this site" });
  }
  await endSession(c);
  return c.json({ signedOut: true });
});
