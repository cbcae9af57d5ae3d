import "client-only";
import {
  memberUpdateResponseSchema,
  type MemberProfile,
  type MemberUpdateRequest,
} from "@/lib/shared/contracts/member-update";
import { validateZipResponseSchema } from "@/lib/shared/contracts/zip-validation";
import { readJson, sendJson } from "./http";

/** The profile page's calls besides the member query (account-center §7), each answer read through its contract. */

export type ZipCheck = "valid" | "invalid" | "failed";

export async function checkZip(zip: string): Promise<ZipCheck> {
  try {
    const response = await fetch(`/api/Members/Validate/Zip?zip=${encodeURIComponent(zip)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    // Read to the end whatever the status, so no answer holds its connection.
    const answer = await readJson(response, validateZipResponseSchema);
    return answer.isValid ? "valid" : "invalid";
  } catch {
    return "failed";
  }
}

/** PUT /api/Member: saves the changed fields; a 400 names the fields it refuses, a 401 means signed out. */
export async function saveProfile(changes: MemberUpdateRequest): Promise<MemberProfile> {
  return (await sendJson("PUT", "/api/Member", changes, memberUpdateResponseSchema)).member;
}
