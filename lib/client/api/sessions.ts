import "client-only";
import type { RevokeOtherSessionsResponse } from "@/shared/contracts/sessions";
import { getJson, sendJson, serverChecked } from "./http";

/** Ends this browser's session (GET /api/SignOut, same-origin only). */
export async function signOut(): Promise<void> {
  await getJson("/api/SignOut", serverChecked<{ signedOut: true }>());
}

/** Ends every other session of the member; answers how many ended. */
export async function revokeOtherSessions(): Promise<number> {
  return (
    await sendJson(
      "POST",
      "/api/Member/Sessions/RevokeOthers",
      {},
      serverChecked<RevokeOtherSessionsResponse>(),
    )
  ).revoked;
}
