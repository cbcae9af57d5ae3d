import "client-only";
import { z } from "zod";
import { revokeOtherSessionsResponseSchema } from "@/lib/shared/contracts/sessions";
import { getJson, sendJson } from "./http";

/** Ends this browser's session (GET /api/SignOut, same-site only). */
export async function signOut(): Promise<void> {
  await getJson("/api/SignOut", z.object({ signedOut: z.literal(true) }));
}

/** Ends every other session of the member; answers how many ended. */
export async function revokeOtherSessions(): Promise<number> {
  return (await sendJson("POST", "/api/Member/Sessions/RevokeOthers", {}, revokeOtherSessionsResponseSchema))
    .revoked;
}
