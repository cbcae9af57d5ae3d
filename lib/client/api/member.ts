import "client-only";
import { memberAccountSchema, type MemberAccount } from "@/lib/shared/contracts/member-account";
import { ApiError, getJson } from "./http";

/** The signed-in member's account (GET /api/Member), or null when no session is live (401). */
export async function fetchCurrentMember(signal?: AbortSignal): Promise<MemberAccount | null> {
  try {
    return await getJson("/api/Member", memberAccountSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
