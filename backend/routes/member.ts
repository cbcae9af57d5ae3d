import "server-only";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { MemberProfile } from "@/lib/contracts/member-update";
import type { AppEnv } from "../context";
import { withDb } from "../middleware/db";
import { requireMember } from "../middleware/require-member";
import { endSession } from "../middleware/session";
import { getMemberProfile } from "../services/members/get-member-profile";

export const memberRoutes = new Hono<AppEnv>();

// GET /api/Member – the signed-in member, with the profile's fields (account-center §3 Member)
memberRoutes.get("/Member", requireMember, withDb, async (c) => {
  const member = await getMemberProfile(c.get("db"), {
    partnerCode: c.get("partner").config.code,
    memberId: c.get("session").memberId ?? "",
  });
  if (!member) {
    // The member behind a still-valid cookie is gone: the session ends with it.
    endSession(c);
    throw new HTTPException(401, { message: "Sign in to continue" });
  }
  return c.json(member satisfies MemberProfile);
});

// GET /api/SignOut – end the session (cookie and expiry cookie)
memberRoutes.get("/SignOut", (c) => {
  endSession(c);
  return c.json({ signedOut: true });
});
