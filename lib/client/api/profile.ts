import "client-only";
import { mutate } from "@/lib/client/browser/csrf-token";
import {
  memberUpdateResponseSchema,
  profileFieldErrorsSchema,
  profileFieldMessages,
  type MemberProfile,
  type MemberUpdateRequest,
} from "@/lib/shared/contracts/member-update";
import { validateZipResponseSchema } from "@/lib/shared/contracts/zip-validation";
import { ApiError, readJson } from "./http";

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

/**
 * PUT /api/Member: saves the changed fields; a 400 answers [{field, message}] (account-center §7),
 * read into the ApiError's field messages the form puts on its fields; a 401 means signed out.
 */
export async function saveProfile(changes: MemberUpdateRequest): Promise<MemberProfile> {
  const response = await mutate("/api/Member", "PUT", changes);
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null);
    const errors = profileFieldErrorsSchema.safeParse(body);
    if (errors.success) throw new ApiError(400, "Invalid request", profileFieldMessages(errors.data));
    throw new ApiError(400, response.statusText || "Bad Request");
  }
  return (await readJson(response, memberUpdateResponseSchema)).member;
}
