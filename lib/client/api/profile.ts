import "client-only";
import { mutate } from "@/lib/client/browser/csrf-token";
import type {
  MemberProfile,
  MemberUpdateRequest,
  MemberUpdateResponse,
} from "@/shared/contracts/member-update";
import type { ValidateZipResponse } from "@/shared/contracts/zip-validation";
import { ApiError, readJson, serverChecked } from "./http";

/** The profile page's calls besides the member query (account-center §7), each answer read through its contract. */

export type ZipCheck = "valid" | "invalid" | "failed";

export async function checkZip(zip: string): Promise<ZipCheck> {
  try {
    const response = await fetch(`/api/Members/Validate/Zip?zip=${encodeURIComponent(zip)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    // Read to the end whatever the status, so no answer holds its connection.
    const answer = await readJson(response, serverChecked<ValidateZipResponse>());
    return answer.isValid ? "valid" : "invalid";
  } catch {
    return "failed";
  }
}

/**
 * The 400's [{ field, message }] (profileFieldErrorsSchema) as one message per field, checked by
 * hand so the profile page loads no zod for it; null when the body is not that shape.
 */
function profileFieldMessagesOf(body: unknown): Record<string, string> | null {
  if (!Array.isArray(body)) return null;
  const fields: Record<string, string> = {};
  for (const entry of body as unknown[]) {
    if (!entry || typeof entry !== "object") return null;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== "string" || typeof message !== "string") return null;
    fields[field] ??= message;
  }
  return fields;
}

/**
 * PUT /api/Member: saves the changed fields; a 400 answers [{field, message}] (account-center §7),
 * read into the ApiError's field messages the form puts on its fields; a 401 means signed out.
 */
export async function saveProfile(changes: MemberUpdateRequest): Promise<MemberProfile> {
  const response = await mutate("/api/Member", "PUT", changes);
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null);
    const fields = profileFieldMessagesOf(body);
    if (fields) throw new ApiError(400, "Invalid request", fields);
    throw new ApiError(400, response.statusText || "Bad Request");
  }
  return (await readJson(response, serverChecked<MemberUpdateResponse>())).member;
}
