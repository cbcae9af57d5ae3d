import "client-only";
import type { MemberAccount } from "@/shared/contracts/member-account";
import { ApiError, getJson, serverChecked } from "./http";

/** The signed-in member's account (GET /api/Member), or null when no session is live (401). */
export async function fetchCurrentMember(signal?: AbortSignal): Promise<MemberAccount | null> {
  try {
    // Read on every page by the shell: the server's contract (memberAccountSchema) is not repeated here.
    return await getJson("/api/Member", serverChecked<MemberAccount>(), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
